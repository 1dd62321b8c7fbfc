// A clog order sort program of the h66 set (cwe-089-sql).
package controllers

import (
	"database/sql"
	"strings"

	"github.com/astaxie/beego"
	_ "github.com/go-sql-driver/mysql"
)

var clogDB *sql.DB

// sortColumns maps the short names used by the workshop screens to the
// real column names in clog_orders.
var sortColumns = map[string]string{
	"made":     "made_on",
	"size":     "shoe_size",
	"wood":     "wood_type",
	"customer": "customer_name",
}

type clogOrder struct {
	Ref      string `json:"ref"`
	Customer string `json:"customer"`
	Size     int    `json:"size"`
	Wood     string `json:"wood"`
	MadeOn   string `json:"made_on"`
}

type ClogOrderController struct {
	beego.Controller
}

func init() {
	db, err := sql.Open("mysql", beego.AppConfig.String("clogdb::dsn"))
	if err != nil {
		panic(err)
	}
	clogDB = db
	beego.Router("/workshop/orders", &ClogOrderController{})
}

// Get lists orders for the bench board. The board lets the carver pick a
// sort column and direction: ?status=open&sort=wood&dir=asc
func (c *ClogOrderController) Get() {
	col, ok := sortColumns[c.GetString("sort")]
	if !ok {
		col = "made_on"
	}
	dir := strings.ToUpper(strings.TrimSpace(c.GetString("dir", "desc")))
	status := c.GetString("status", "open")

	query := "SELECT ref, customer_name, shoe_size, wood_type, made_on FROM clog_orders" +
		" WHERE status = ? ORDER BY " + col + " " + dir + " LIMIT 200"

	rows, err := clogDB.Query(query, status)
	if err != nil {
		beego.Error("order board query failed: ", err)
		c.Ctx.Output.SetStatus(500)
		c.Data["json"] = map[string]string{"error": "order list unavailable"}
		c.ServeJSON()
		return
	}
	defer rows.Close()

	orders := []clogOrder{}
	for rows.Next() {
		var o clogOrder
		if err := rows.Scan(&o.Ref, &o.Customer, &o.Size, &o.Wood, &o.MadeOn); err != nil {
			beego.Warn("skipping order row: ", err)
			continue
		}
		orders = append(orders, o)
	}

	c.Data["json"] = map[string]interface{}{
		"status": status,
		"sort":   col,
		"orders": orders,
	}
	c.ServeJSON()
}
