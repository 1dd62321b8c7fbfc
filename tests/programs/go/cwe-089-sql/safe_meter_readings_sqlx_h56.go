// Echo endpoint returning interval consumption readings for a set of utility meters over a date window.
package readings

import (
	"net/http"
	"strconv"
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

func meterList(raw string) ([]int64, bool) {
	ids := mapStrings(strings.Split(raw, ","), strings.TrimSpace)
	if len(ids) == 0 || len(ids) > 50 {
		return nil, false
	}
	nums := make([]int64, 0, len(ids))
	for _, id := range ids {
		n, err := strconv.ParseInt(id, 10, 64)
		if err != nil {
			return nil, false
		}
		nums = append(nums, n)
	}
	return nums, true
}

type handler struct{ db *sqlx.DB }

func (h handler) readings(c echo.Context) error {
	since, err := time.Parse("2006-01-02", c.QueryParam("since"))
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "since must be YYYY-MM-DD")
	}
	ids, ok := meterList(c.QueryParam("meters"))
	if !ok {
		return echo.NewHTTPError(http.StatusBadRequest, "between 1 and 50 numeric meters")
	}
	query, args, err := sqlx.In("SELECT meter_id, interval_start, kwh FROM interval_readings "+
		"WHERE meter_id IN (?) AND interval_start >= ? ORDER BY interval_start", ids, since)
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid meters")
	}
	var rows []Reading
	if err := h.db.SelectContext(c.Request().Context(), &rows, h.db.Rebind(query), args...); err != nil {
		return echo.NewHTTPError(http.StatusInternalServerError, "query failed")
	}
	return c.JSON(http.StatusOK, rows)
}

func Register(e *echo.Echo, db *sqlx.DB) {
	h := handler{db: db}
	e.GET("/api/meters/readings", h.readings)
}
