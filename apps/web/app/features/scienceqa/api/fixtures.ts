// Recorded Strapi 5 responses for the two content calls, built from the published ScienceQA
// figures (apps/web/app/data/SOURCES.md). Shared by unit tests and Playwright route interception.
export const rankingFixture = {
  "data": [
    {
      "id": 1,
      "documentId": "sqa01",
      "score": 60.8,
      "BoN": 78.0,
      "timeCost": 87.7,
      "evaluationDate": null,
      "createdAt": "2025-06-01T00:00:00.000Z",
      "updatedAt": "2025-06-01T00:00:00.000Z",
      "publishedAt": "2025-06-01T00:00:00.000Z",
      "model": {
        "id": 1,
        "documentId": "mdl01",
        "name": "o3-high",
        "modelId": "o3-high",
        "type": null,
        "pricingInput": null,
        "pricingOutput": null,
        "link": null,
        "company": {
          "id": 1,
          "documentId": "cmp01",
          "name": "OpenAI"
        }
      }
    },
    {
      "id": 2,
      "documentId": "sqa02",
      "score": 57.2,
      "BoN": 74.0,
      "timeCost": 63.7,
      "evaluationDate": null,
      "createdAt": "2025-06-01T00:00:00.000Z",
      "updatedAt": "2025-06-01T00:00:00.000Z",
      "publishedAt": "2025-06-01T00:00:00.000Z",
      "model": {
        "id": 2,
        "documentId": "mdl02",
        "name": "Gemini 2.5 Pro",
        "modelId": "gemini-2.5-pro",
        "type": null,
        "pricingInput": null,
        "pricingOutput": null,
        "link": null,
        "company": {
          "id": 2,
          "documentId": "cmp02",
          "name": "Google"
        }
      }
    },
    {
      "id": 3,
      "documentId": "sqa03",
      "score": 53.6,
      "BoN": 69.0,
      "timeCost": 116.9,
      "evaluationDate": null,
      "createdAt": "2025-06-01T00:00:00.000Z",
      "updatedAt": "2025-06-01T00:00:00.000Z",
      "publishedAt": "2025-06-01T00:00:00.000Z",
      "model": {
        "id": 3,
        "documentId": "mdl03",
        "name": "Doubao-1.5-thinking-pro",
        "modelId": "doubao-1.5-thinking-pro",
        "type": null,
        "pricingInput": null,
        "pricingOutput": null,
        "link": null,
        "company": {
          "id": 3,
          "documentId": "cmp03",
          "name": "ByteDance"
        }
      }
    },
    {
      "id": 4,
      "documentId": "sqa04",
      "score": 50.4,
      "BoN": 71.0,
      "timeCost": 161.6,
      "evaluationDate": null,
      "createdAt": "2025-06-01T00:00:00.000Z",
      "updatedAt": "2025-06-01T00:00:00.000Z",
      "publishedAt": "2025-06-01T00:00:00.000Z",
      "model": {
        "id": 4,
        "documentId": "mdl04",
        "name": "DeepSeek-R1",
        "modelId": "deepseek-r1",
        "type": null,
        "pricingInput": null,
        "pricingOutput": null,
        "link": null,
        "company": {
          "id": 4,
          "documentId": "cmp04",
          "name": "DeepSeek"
        }
      }
    },
    {
      "id": 5,
      "documentId": "sqa05",
      "score": 50.4,
      "BoN": 67.0,
      "timeCost": 48.2,
      "evaluationDate": null,
      "createdAt": "2025-06-01T00:00:00.000Z",
      "updatedAt": "2025-06-01T00:00:00.000Z",
      "publishedAt": "2025-06-01T00:00:00.000Z",
      "model": {
        "id": 5,
        "documentId": "mdl05",
        "name": "o4-mini-high",
        "modelId": "o4-mini-high",
        "type": null,
        "pricingInput": null,
        "pricingOutput": null,
        "link": null,
        "company": {
          "id": 5,
          "documentId": "cmp05",
          "name": "OpenAI"
        }
      }
    },
    {
      "id": 6,
      "documentId": "sqa06",
      "score": 46.6,
      "BoN": 69.0,
      "timeCost": 30.8,
      "evaluationDate": null,
      "createdAt": "2025-06-01T00:00:00.000Z",
      "updatedAt": "2025-06-01T00:00:00.000Z",
      "publishedAt": "2025-06-01T00:00:00.000Z",
      "model": {
        "id": 6,
        "documentId": "mdl06",
        "name": "Claude Opus 4 - Extended Thinking",
        "modelId": "claude-opus-4---extended-thinking",
        "type": null,
        "pricingInput": null,
        "pricingOutput": null,
        "link": null,
        "company": {
          "id": 6,
          "documentId": "cmp06",
          "name": "Anthropic"
        }
      }
    },
    {
      "id": 7,
      "documentId": "sqa07",
      "score": 46.2,
      "BoN": 70.0,
      "timeCost": 24.1,
      "evaluationDate": null,
      "createdAt": "2025-06-01T00:00:00.000Z",
      "updatedAt": "2025-06-01T00:00:00.000Z",
      "publishedAt": "2025-06-01T00:00:00.000Z",
      "model": {
        "id": 7,
        "documentId": "mdl07",
        "name": "Gemini 2.5 flash",
        "modelId": "gemini-2.5-flash",
        "type": null,
        "pricingInput": null,
        "pricingOutput": null,
        "link": null,
        "company": {
          "id": 7,
          "documentId": "cmp07",
          "name": "Google"
        }
      }
    },
    {
      "id": 8,
      "documentId": "sqa08",
      "score": 45.4,
      "BoN": 66.0,
      "timeCost": 105.9,
      "evaluationDate": null,
      "createdAt": "2025-06-01T00:00:00.000Z",
      "updatedAt": "2025-06-01T00:00:00.000Z",
      "publishedAt": "2025-06-01T00:00:00.000Z",
      "model": {
        "id": 8,
        "documentId": "mdl08",
        "name": "Qwen3 - Think",
        "modelId": "qwen3---think",
        "type": null,
        "pricingInput": null,
        "pricingOutput": null,
        "link": null,
        "company": {
          "id": 8,
          "documentId": "cmp08",
          "name": "Alibaba"
        }
      }
    },
    {
      "id": 9,
      "documentId": "sqa09",
      "score": 42.6,
      "BoN": 53.0,
      "timeCost": 193.1,
      "evaluationDate": null,
      "createdAt": "2025-06-01T00:00:00.000Z",
      "updatedAt": "2025-06-01T00:00:00.000Z",
      "publishedAt": "2025-06-01T00:00:00.000Z",
      "model": {
        "id": 9,
        "documentId": "mdl09",
        "name": "Grok 3 Mini (with Thinking)",
        "modelId": "grok-3-mini-(with-thinking)",
        "type": null,
        "pricingInput": null,
        "pricingOutput": null,
        "link": null,
        "company": {
          "id": 9,
          "documentId": "cmp09",
          "name": "xAI"
        }
      }
    },
    {
      "id": 10,
      "documentId": "sqa10",
      "score": 39.4,
      "BoN": 61.0,
      "timeCost": 28.3,
      "evaluationDate": null,
      "createdAt": "2025-06-01T00:00:00.000Z",
      "updatedAt": "2025-06-01T00:00:00.000Z",
      "publishedAt": "2025-06-01T00:00:00.000Z",
      "model": {
        "id": 10,
        "documentId": "mdl10",
        "name": "Claude Sonnet 4 - Extended Thinking",
        "modelId": "claude-sonnet-4---extended-thinking",
        "type": null,
        "pricingInput": null,
        "pricingOutput": null,
        "link": null,
        "company": {
          "id": 10,
          "documentId": "cmp10",
          "name": "Anthropic"
        }
      }
    }
  ],
  "meta": {
    "pagination": {
      "start": 0,
      "limit": 10,
      "total": 10
    }
  }
};

export const scienceQaPageFixture = {
  "data": {
    "id": 1,
    "documentId": "page01",
    "scienceQaCount": 10,
    "companiesCount": 7,
    "scienceQaRankImg": {
      "id": 1,
      "documentId": "img01",
      "url": "/uploads/scienceqa_distribution.svg"
    }
  },
  "meta": {}
};
