// Only these two routes exist: no find, findOne, update or delete over the content API (the editors' queue is the
// admin's Content Manager). Both are open (auth: false) and refuse everything but a small JSON or form body
// (global::submission-intake, before the body parser).
export default {
  routes: [
    {
      method: 'POST',
      path: '/submissions',
      handler: 'api::submission.submission.create',
      config: { auth: false },
    },
    {
      method: 'POST',
      path: '/submissions/status',
      handler: 'api::submission.submission.status',
      config: { auth: false },
    },
  ],
};
