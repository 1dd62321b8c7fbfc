// A courier rate formula program of the h61 set (cwe-094-code).
#!/usr/bin/env node
'use strict';

const fs = require('fs');
const { parse } = require('csv-parse/sync');

// Rate cards arrive by e-mail from regional depots and are dropped into the inbox folder.
// Each row: zone,formula   e.g.  "north,base + kg * 0.45 + km * 0.12"
const FORMULA_VARIABLES = ['base', 'kg', 'km'];

class FormulaValidator {
  isValid(formula) {
    if (typeof formula !== 'string' || formula.length === 0 || formula.length > 200) {
      return false;
    }
    return /[0-9+\-*/(). ]+/.test(formula);
  }
}

class FormulaCompiler {
  constructor(validator) {
    this.validator = validator;
  }

  compile(zone, formula) {
    if (!this.validator.isValid(formula)) {
      throw new Error(`zone ${zone}: formula rejected`);
    }
    return new Function(...FORMULA_VARIABLES, `return (${formula});`);
  }
}

class RateCard {
  constructor(rules) {
    this.rules = rules;
  }

  static load(csvPath, compiler) {
    const rows = parse(fs.readFileSync(csvPath, 'utf8'), { columns: true, trim: true, skip_empty_lines: true });
    const rules = new Map();
    for (const row of rows) {
      rules.set(row.zone.toLowerCase(), compiler.compile(row.zone, row.formula));
    }
    return new RateCard(rules);
  }

  priceFor(zone, parcel) {
    const rule = this.rules.get(zone.toLowerCase());
    if (!rule) {
      throw new Error(`no rate for zone ${zone}`);
    }
    return rule(parcel.base, parcel.kg, parcel.km);
  }
}

class QuoteCalculator {
  constructor(rateCard) {
    this.rateCard = rateCard;
  }

  quote(zone, kg, km) {
    const raw = this.rateCard.priceFor(zone, { base: 3.5, kg, km });
    return Math.round(raw * 100) / 100;
  }
}

function main(argv) {
  const [csvPath, zone, kg, km] = argv;
  if (!csvPath || !zone) {
    console.error('usage: courier-quote <rates.csv> <zone> <kg> <km>');
    return 2;
  }
  const card = RateCard.load(csvPath, new FormulaCompiler(new FormulaValidator()));
  const price = new QuoteCalculator(card).quote(zone, Number(kg) || 0, Number(km) || 0);
  console.log(`${zone}: ${price.toLocaleString('en-GB', { style: 'currency', currency: 'GBP' })}`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
