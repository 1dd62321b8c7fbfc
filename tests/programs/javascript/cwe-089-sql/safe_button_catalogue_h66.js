// A button catalogue program of the h66 set (cwe-089-sql).
/**
 * ButtonController
 *
 * Catalogue of horn, shell and corozo buttons for the wholesale portal.
 * Sails 0.12 controller; Button model backed by sails-mysql.
 */

var SORT_DIRECTIONS = { asc: 'ASC', desc: 'DESC' };
var SORTABLE = ['name', 'material', 'diameter_mm', 'holes', 'price_per_gross'];
var PAGE_SIZE = 40;

function pageNumber(raw) {
  var n = parseInt(raw, 10);
  if (isNaN(n) || n < 1) {
    return 1;
  }
  return n;
}

function toListing(rows) {
  var listing = [];
  rows.forEach(function (r) {
    listing.push({
      sku: r.sku,
      name: r.name,
      material: r.material,
      diameter: r.diameter_mm,
      holes: r.holes,
      pricePerGross: r.price_per_gross
    });
  });
  return listing;
}

module.exports = {

  list: function (req, res) {
    var material = req.param('material');
    var sort = req.param('sort') || 'name';
    var dir = (req.param('dir') || 'asc').toLowerCase();
    var page = pageNumber(req.param('page'));

    if (!SORT_DIRECTIONS[dir]) {
      return res.badRequest({ error: 'dir must be asc or desc' });
    }
    if (SORTABLE.indexOf(sort) === -1) {
      return res.badRequest({ error: 'unsupported sort column' });
    }

    var sql = 'SELECT sku, name, material, diameter_mm, holes, price_per_gross FROM button';
    var params = [];
    if (material) {
      sql += ' WHERE material = ?';
      params.push(material);
    }
    sql += ' ORDER BY ' + sort + ' ' + SORT_DIRECTIONS[dir];
    sql += ' LIMIT ' + PAGE_SIZE + ' OFFSET ' + ((page - 1) * PAGE_SIZE);

    Button.query(sql, params, function (err, rows) {
      if (err) {
        sails.log.error('button listing failed', err);
        return res.serverError();
      }
      return res.json({ page: page, buttons: toListing(rows) });
    });
  },

  materials: function (req, res) {
    Button.query('SELECT DISTINCT material FROM button ORDER BY material', [], function (err, rows) {
      if (err) {
        return res.serverError();
      }
      return res.json(rows.map(function (r) { return r.material; }));
    });
  }
};
