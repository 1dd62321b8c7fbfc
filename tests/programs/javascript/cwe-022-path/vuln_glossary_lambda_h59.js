// Unseen set h59: glossary lambda
'use strict';

// Translation agency: serves per-language glossary files to freelance translators.
// Deployed as an AWS Lambda behind API Gateway: GET /glossaries/{lang}?file=legal.tsv

const fs = require('fs/promises');
const path = require('path');

const GLOSSARY_ROOT = process.env.GLOSSARY_ROOT || '/var/task/glossaries';

class GlossaryFileStore {
  constructor(rootDir) {
    this.rootDir = rootDir;
  }

  async read(relativeName) {
    const fullPath = path.join(this.rootDir, relativeName);
    return fs.readFile(fullPath, 'utf8');
  }
}

class GlossaryService {
  constructor(store) {
    this.store = store;
  }

  async loadTerms(request) {
    const relative = `${request.language}/${request.fileName}`;
    const raw = await this.store.read(relative);
    return raw
      .split('\n')
      .filter((line) => line.trim().length > 0)
      .map((line) => {
        const [source, target, note] = line.split('\t');
        return { source, target, note: note || null };
      });
  }
}

function toGlossaryRequest(event) {
  const params = event.queryStringParameters || {};
  const language = (event.pathParameters && event.pathParameters.lang) || '';
  return {
    language: language.toLowerCase(),
    fileName: params.file || 'general.tsv',
  };
}

const service = new GlossaryService(new GlossaryFileStore(GLOSSARY_ROOT));

exports.handler = async (event) => {
  const request = toGlossaryRequest(event);
  if (!/^[a-z]{2}-[a-z]{2}$/.test(request.language)) {
    return { statusCode: 400, body: JSON.stringify({ error: 'unknown language pair' }) };
  }
  try {
    const terms = await service.loadTerms(request);
    return {
      statusCode: 200,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: request.language, count: terms.length, terms }),
    };
  } catch (err) {
    if (err.code === 'ENOENT') {
      return { statusCode: 404, body: JSON.stringify({ error: 'glossary not found' }) };
    }
    return { statusCode: 500, body: JSON.stringify({ error: 'could not load glossary' }) };
  }
};
