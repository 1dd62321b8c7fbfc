// A flight roster program of the h70 set (cwe-089-sql).
package main

import (
	"database/sql"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	_ "github.com/lib/pq"
)

type rosterParams struct {
	Site  string `query:"site"`
	Sort  string `query:"sort"`
	Dir   string `query:"dir"`
	Limit int    `query:"limit"`
}

type flight struct {
	ID       int64     `json:"id"`
	Pilot    string    `json:"pilot"`
	Site     string    `json:"site"`
	LaunchAt time.Time `json:"launch_at"`
	Envelope string    `json:"envelope"`
	Seats    int       `json:"seats"`
}

var sortColumns = map[string]string{
	"launch":   "launch_at",
	"pilot":    "pilot_name",
	"site":     "launch_site",
	"envelope": "envelope_reg",
}

var directions = map[string]string{"asc": "ASC", "desc": "DESC"}

// lookupOr returns m[key] or fallback when key is absent.
func lookupOr[K comparable, V any](m map[K]V, key K, fallback V) V {
	if v, ok := m[key]; ok {
		return v
	}
	return fallback
}

func rosterHandler(db *sql.DB) echo.HandlerFunc {
	return func(c echo.Context) error {
		p := rosterParams{Sort: "launch", Dir: "asc", Limit: 50}
		if err := c.Bind(&p); err != nil {
			return echo.NewHTTPError(http.StatusBadRequest, "bad roster query")
		}
		p.Limit = min(max(p.Limit, 1), 200)

		orderCol := lookupOr(sortColumns, strings.ToLower(p.Sort), p.Sort)
		orderDir := lookupOr(directions, strings.ToLower(p.Dir), "ASC")

		stmt := fmt.Sprintf(`SELECT id, pilot_name, launch_site, launch_at, envelope_reg, seats
			FROM flights
			WHERE launch_at >= now() AND ($1 = '' OR launch_site = $1)
			ORDER BY %s %s
			LIMIT $2`, orderCol, orderDir)

		rows, err := db.QueryContext(c.Request().Context(), stmt, p.Site, p.Limit)
		if err != nil {
			c.Logger().Errorf("roster: %v", err)
			return echo.NewHTTPError(http.StatusInternalServerError)
		}
		defer rows.Close()

		roster := make([]flight, 0, p.Limit)
		for rows.Next() {
			var f flight
			if err := rows.Scan(&f.ID, &f.Pilot, &f.Site, &f.LaunchAt, &f.Envelope, &f.Seats); err != nil {
				return echo.NewHTTPError(http.StatusInternalServerError)
			}
			roster = append(roster, f)
		}
		return c.JSON(http.StatusOK, roster)
	}
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("ROSTER_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	e := echo.New()
	e.GET("/roster", rosterHandler(db))
	e.Logger.Fatal(e.Start(":8031"))
}
