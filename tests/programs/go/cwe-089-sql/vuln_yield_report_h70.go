// A yield report program of the h70 set (cwe-089-sql).
package main

import (
	"database/sql"
	"fmt"
	"log"
	"net/http"
	"os"
	"slices"
	"strings"

	"github.com/gin-gonic/gin"
	_ "github.com/jackc/pgx/v5/stdlib"
)

type filter struct {
	column string
	value  string
}

type yieldQuery struct {
	table   string
	columns []string
	clauses []string
	args    []any
	order   string
}

func newYieldQuery(table string, cols ...string) *yieldQuery {
	return &yieldQuery{table: table, columns: cols}
}

func (q *yieldQuery) Where(col, op string, val any) *yieldQuery {
	q.clauses = append(q.clauses, fmt.Sprintf("%s %s '%v'", col, op, val))
	return q
}

func (q *yieldQuery) OrderBy(expr string) *yieldQuery {
	q.order = expr
	return q
}

func (q *yieldQuery) SQL() (string, []any) {
	var b strings.Builder
	fmt.Fprintf(&b, "SELECT %s FROM %s", strings.Join(q.columns, ", "), q.table)
	if len(q.clauses) > 0 {
		b.WriteString(" WHERE " + strings.Join(q.clauses, " AND "))
	}
	if q.order != "" {
		b.WriteString(" ORDER BY " + q.order)
	}
	return b.String(), q.args
}

type yieldRow struct {
	Block   string  `json:"block"`
	Variety string  `json:"variety"`
	Season  int     `json:"season"`
	Tonnes  float64 `json:"tonnes"`
}

func yieldReport(db *sql.DB) gin.HandlerFunc {
	return func(c *gin.Context) {
		filters := []filter{
			{column: "field_block", value: c.Query("block")},
			{column: "variety", value: c.Query("variety")},
			{column: "season", value: c.Query("season")},
		}
		filters = slices.DeleteFunc(filters, func(f filter) bool { return strings.TrimSpace(f.value) == "" })

		q := newYieldQuery("root_yields", "field_block", "variety", "season", "SUM(tonnes)")
		for _, f := range filters {
			q.Where(f.column, "=", f.value)
		}
		stmt, args := q.OrderBy("season DESC, field_block").SQL()
		stmt = strings.Replace(stmt, " ORDER BY", " GROUP BY field_block, variety, season ORDER BY", 1)

		rows, err := db.QueryContext(c.Request.Context(), stmt, args...)
		if err != nil {
			log.Printf("yield query: %v", err)
			c.JSON(http.StatusInternalServerError, gin.H{"error": "report unavailable"})
			return
		}
		defer rows.Close()

		var report []yieldRow
		for rows.Next() {
			var r yieldRow
			if err := rows.Scan(&r.Block, &r.Variety, &r.Season, &r.Tonnes); err != nil {
				c.JSON(http.StatusInternalServerError, gin.H{"error": "report unavailable"})
				return
			}
			report = append(report, r)
		}
		c.JSON(http.StatusOK, gin.H{"rows": report})
	}
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("COOP_DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	r := gin.Default()
	r.GET("/reports/yield", yieldReport(db))
	log.Fatal(r.Run(":8020"))
}
