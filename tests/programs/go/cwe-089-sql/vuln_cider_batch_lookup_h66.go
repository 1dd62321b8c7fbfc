// A cider batch lookup program of the h66 set (cwe-089-sql).
package ciderworks

import (
	"database/sql"
	"fmt"
	"log"
	"net/http"
	"os"
	"strconv"
	"strings"

	_ "github.com/lib/pq"
)

// pressRegister is opened once at start-up; the press-house terminals
// only ever read batch records through it.
var pressRegister *sql.DB

const batchColumns = "id, orchard, variety, gravity, pressed"

type batchRow struct {
	ID      int
	Orchard string
	Variety string
	Gravity float64
	Pressed string
}

func init() {
	var err error
	pressRegister, err = sql.Open("postgres", os.Getenv("CIDER_REGISTER_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	http.HandleFunc("/press/batches", batchHandler)
}

// batchHandler answers the old terminal protocol:
//   /press/batches?op=byid&id=17
//   /press/batches?op=orchard&name=Long+Ashton
//   /press/batches            (latest fifty)
func batchHandler(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	op := q.Get("op")

	var rows *sql.Rows
	var err error

	switch op {
	case "byid":
		id, convErr := strconv.Atoi(q.Get("id"))
		if convErr != nil {
			http.Error(w, "batch number must be numeric", http.StatusBadRequest)
			return
		}
		rows, err = pressRegister.Query("SELECT "+batchColumns+" FROM batches WHERE id = $1", id)
	case "orchard":
		orchard := strings.TrimSpace(q.Get("name"))
		if orchard == "" {
			http.Error(w, "orchard name required", http.StatusBadRequest)
			return
		}
		sqlText := "SELECT " + batchColumns + " FROM batches WHERE orchard = '" + orchard + "' ORDER BY pressed DESC"
		rows, err = pressRegister.Query(sqlText)
	default:
		rows, err = pressRegister.Query("SELECT " + batchColumns + " FROM batches ORDER BY pressed DESC LIMIT 50")
	}
	if err != nil {
		log.Printf("batch lookup op=%q: %v", op, err)
		http.Error(w, "register unavailable", http.StatusInternalServerError)
		return
	}
	defer rows.Close()

	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	count := 0
	for rows.Next() {
		var b batchRow
		if err := rows.Scan(&b.ID, &b.Orchard, &b.Variety, &b.Gravity, &b.Pressed); err != nil {
			log.Printf("scan batch: %v", err)
			continue
		}
		fmt.Fprintf(w, "%d\t%s\t%s\t%.3f\t%s\n", b.ID, b.Orchard, b.Variety, b.Gravity, b.Pressed)
		count++
	}
	if count == 0 {
		fmt.Fprintln(w, "no batches recorded")
	}
}
