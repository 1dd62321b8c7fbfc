// A donor search program of the h60 set (cwe-089-sql).
package main

import (
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"os"
	"time"

	"github.com/labstack/echo/v4"
	_ "github.com/lib/pq"
)

type donorQuery struct {
	BloodType string `query:"blood_type"`
	Sort      string `query:"sort"`
	Limit     int    `query:"limit"`
}

type donor struct {
	ID           int64     `json:"id"`
	Name         string    `json:"name"`
	BloodType    string    `json:"blood_type"`
	LastDonation time.Time `json:"last_donation"`
}

var bloodTypes = map[string]bool{
	"O-": true, "O+": true, "A-": true, "A+": true,
	"B-": true, "B+": true, "AB-": true, "AB+": true,
}

// validate fills in defaults and rejects queries the call centre cannot run.
func (q *donorQuery) validate() error {
	if !bloodTypes[q.BloodType] {
		return errors.New("unknown blood type")
	}
	if q.Sort == "" {
		q.Sort = "last_donation"
	}
	if q.Limit <= 0 || q.Limit > 200 {
		q.Limit = 50
	}
	return nil
}

func collect[T any](rows *sql.Rows, scan func(*sql.Rows) (T, error)) ([]T, error) {
	defer rows.Close()
	var out []T
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

func scanDonor(rows *sql.Rows) (donor, error) {
	var d donor
	err := rows.Scan(&d.ID, &d.Name, &d.BloodType, &d.LastDonation)
	return d, err
}

// searchDonors lists eligible donors to call when stock of a type runs low.
func searchDonors(db *sql.DB) echo.HandlerFunc {
	return func(c echo.Context) error {
		var q donorQuery
		if err := c.Bind(&q); err != nil {
			return echo.NewHTTPError(http.StatusBadRequest, "bad query")
		}
		if err := q.validate(); err != nil {
			return echo.NewHTTPError(http.StatusBadRequest, err.Error())
		}
		stmt := fmt.Sprintf(`SELECT id, name, blood_type, last_donation FROM donors
			WHERE blood_type = $1 AND eligible ORDER BY %s LIMIT $2`, q.Sort)
		rows, err := db.QueryContext(c.Request().Context(), stmt, q.BloodType, q.Limit)
		if err != nil {
			return err
		}
		donors, err := collect(rows, scanDonor)
		if err != nil {
			return err
		}
		return c.JSON(http.StatusOK, donors)
	}
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		panic(err)
	}
	defer db.Close()

	e := echo.New()
	e.GET("/donors", searchDonors(db))
	e.Logger.Fatal(e.Start(os.Getenv("LISTEN_ADDR")))
}
