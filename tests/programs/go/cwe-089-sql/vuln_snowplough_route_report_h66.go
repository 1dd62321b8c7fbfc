// A snowplough route report program of the h66 set (cwe-089-sql).
package main

import (
	"database/sql"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	_ "github.com/go-sql-driver/mysql"
	"github.com/julienschmidt/httprouter"
)

var routesDB *sql.DB

// looksLikeDate accepts the YYYY-MM-DD form the council clerks type in.
func looksLikeDate(s string) bool {
	if len(s) < 10 {
		return false
	}
	return s[4] == '-' && s[7] == '-'
}

func clearanceReport(w http.ResponseWriter, r *http.Request, ps httprouter.Params) {
	district := strings.ToUpper(ps.ByName("district"))
	since := r.URL.Query().Get("since")
	if since == "" {
		since = time.Now().AddDate(0, 0, -7).Format("2006-01-02")
	}
	if !looksLikeDate(since) {
		http.Error(w, "since must be YYYY-MM-DD", http.StatusBadRequest)
		return
	}

	query := fmt.Sprintf("SELECT route_code, driver, cleared_at, grit_tonnes FROM clearances"+
		" WHERE district = ? AND cleared_at >= '%s' ORDER BY cleared_at", since)

	rows, err := routesDB.Query(query, district)
	if err != nil {
		log.Printf("clearance report %s: %v", district, err)
		http.Error(w, "report failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()

	w.Header().Set("Content-Type", "text/csv")
	w.Header().Set("Content-Disposition", "attachment; filename=clearances.csv")
	fmt.Fprintln(w, "route,driver,cleared_at,grit_tonnes")
	var total float64
	for rows.Next() {
		var route, driver, cleared string
		var grit float64
		if err := rows.Scan(&route, &driver, &cleared, &grit); err != nil {
			log.Printf("scan clearance: %v", err)
			continue
		}
		total += grit
		fmt.Fprintf(w, "%s,%s,%s,%.2f\n", route, driver, cleared, grit)
	}
	fmt.Fprintf(w, "TOTAL,,,%.2f\n", total)
}

func main() {
	var err error
	routesDB, err = sql.Open("mysql", os.Getenv("PLOUGH_DB_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	defer routesDB.Close()

	router := httprouter.New()
	router.GET("/reports/:district/clearances", clearanceReport)

	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("PLOUGH_TLS_CERT"), os.Getenv("PLOUGH_TLS_KEY"), router))
}
