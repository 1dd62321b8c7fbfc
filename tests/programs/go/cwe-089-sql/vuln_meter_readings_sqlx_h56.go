// Echo endpoint returning interval consumption readings for a set of utility meters over a date window.
package readings

import (
	"net/http"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"
	"github.com/labstack/echo/v4"
)

type Reading struct {
	MeterID  int64     `db:"meter_id" json:"meter_id"`
	Interval time.Time `db:"interval_start" json:"interval_start"`
	KWh      float64   `db:"kwh" json:"kwh"`
}

func mapStrings(in []string, fn func(string) string) []string {
	out := make([]string, 0, len(in))
	for _, s := range in {
		out = append(out, fn(s))
	}
	return out
}

func meterList(raw string) (string, bool) {
	ids := mapStrings(strings.Split(raw, ","), strings.TrimSpace)
	if len(ids) == 0 || len(ids) > 50 {
		return "", false
	}
	quoted := mapStrings(ids, func(id string) string { return "'" + id + "'" })
	return strings.Join(quoted, ","), true
}

type handler struct{ db *sqlx.DB }

func (h handler) readings(c echo.Context) error {
	since, err := time.Parse("2006-01-02", c.QueryParam("since"))
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "since must be YYYY-MM-DD")
	}
	list, ok := meterList(c.QueryParam("meters"))
	if !ok {
		return echo.NewHTTPError(http.StatusBadRequest, "between 1 and 50 meters")
	}
	query := "SELECT meter_id, interval_start, kwh FROM interval_readings WHERE meter_id IN (" +
		list + ") AND interval_start >= $1 ORDER BY interval_start"
	var rows []Reading
	if err := h.db.SelectContext(c.Request().Context(), &rows, query, since); err != nil {
		return echo.NewHTTPError(http.StatusInternalServerError, "query failed")
	}
	return c.JSON(http.StatusOK, rows)
}

func Register(e *echo.Echo, db *sqlx.DB) {
	h := handler{db: db}
	e.GET("/api/meters/readings", h.readings)
}
