import { Globe } from '@strapi/icons';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import type { StrapiApp } from '@strapi/strapi/admin';

import { PasteTablePanel } from './paste-table/paste-table-panel';
import { SiteBuildPanel } from './site-build/site-build-panel';

// The inputs of this project's custom fields (server side: src/lib/custom-fields.ts, which stores each as its type).
const CUSTOM_INPUTS = [
  {
    // Each edition entry's values: one input per field of the edition's board.
    name: 'board-values',
    type: 'json',
    label: 'Board values',
    description: "One value per field of the edition's board",
    Input: async () => import('./board-values/board-values-input'),
  },
  { name: 'board-category', type: 'string', label: 'Board category', description: "A capability or a profession, by the board's track", Input: async () => import('./fields/board-category-input') },
  { name: 'board-field-key', type: 'string', label: 'Board field', description: "One of the board's own fields", Input: async () => import('./fields/board-field-key-input') },
  { name: 'day', type: 'date', label: 'Day', description: 'A day typed as 2026-01-10', Input: async () => ({ default: (await import('./fields/typed-date-input')).DayInput }) },
  {
    name: 'evaluation-date',
    type: 'string',
    label: 'Evaluation date',
    description: 'A month or a day: 2026-01 or 2026-01-10',
    Input: async () => ({ default: (await import('./fields/typed-date-input')).EvaluationDateInput }),
  },
] as const;

export default {
  config: {
    locales: [],
    // No release check against api.github.com from the editors' browsers.
    notifications: { releases: false },
    tutorials: false,
  },
  register(app: StrapiApp) {
    for (const { name, type, label, description, Input } of CUSTOM_INPUTS) {
      app.customFields.register({
        name,
        type,
        intlLabel: { id: `${name}.label`, defaultMessage: label },
        intlDescription: { id: `${name}.description`, defaultMessage: description },
        components: { Input },
      });
    }
    // The home page's "Site build" widget: building, live since hh:mm with the pages it changed, or failed and why.
    app.widgets.register({
      id: 'site-build',
      icon: Globe,
      title: { id: 'site-build.title', defaultMessage: 'Site build' },
      component: async () => (await import('./site-build/site-build-status')).SiteBuildWidget,
    });
  },
  bootstrap(app: StrapiApp) {
    // The edition's "Paste a table" panel, in the edit view's side column.
    // Cast: Strapi types a plugin's apis as unknown; the content manager's are documented (addEditViewSidePanel).
    const contentManager = app.getPlugin('content-manager').apis as { addEditViewSidePanel: (panels: PanelComponent[]) => void };
    contentManager.addEditViewSidePanel([SiteBuildPanel, PasteTablePanel]);
  },
};
