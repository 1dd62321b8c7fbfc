// A kayak outfitter rental fleet filter program of the h76 set (cwe-089-sql).
package main

import (
	"net/http"
	"os"
	"strconv"

	"github.com/jmoiron/sqlx"
	"github.com/labstack/echo/v4"
	_ "github.com/lib/pq"
)

type boat struct {
	ID    int    `db:"id" json:"id"`
	Name  string `db:"name" json:"name"`
	Kind  string `db:"kind" json:"kind"`
	Seats int    `db:"seats" json:"seats"`
}

type listOptions struct {
	Kind   string
	SortBy string
	Limit  int
}

var defaultListOptions = listOptions{Kind: "touring", SortBy: "name", Limit: 25}

var sortColumns = map[string]string{"name": "name", "seats": "seats", "kind": "kind", "newest": "id DESC"}

func mergeListOptions(in listOptions) listOptions {
	out := defaultListOptions
	if in.Kind != "" {
		out.Kind = in.Kind
	}
	if col, ok := sortColumns[in.SortBy]; ok {
		out.SortBy = col
	}
	if in.Limit > 0 && in.Limit <= 100 {
		out.Limit = in.Limit
	}
	return out
}

type fleetStore struct {
	db *sqlx.DB
}

func (s *fleetStore) List(opts listOptions) ([]boat, error) {
	query := "SELECT id, name, kind, seats FROM fleet WHERE kind = $1 AND retired = false ORDER BY " +
		opts.SortBy + " LIMIT $2"
	var boats []boat
	err := s.db.Select(&boats, query, opts.Kind, opts.Limit)
	return boats, err
}

type fleetHandler struct {
	store *fleetStore
}

func (h *fleetHandler) list(c echo.Context) error {
	limit, _ := strconv.Atoi(c.QueryParam("limit"))
	opts := mergeListOptions(listOptions{
		Kind:   c.QueryParam("kind"),
		SortBy: c.QueryParam("sort"),
		Limit:  limit,
	})
	boats, err := h.store.List(opts)
	if err != nil {
		c.Logger().Errorf("fleet list: %v", err)
		return echo.NewHTTPError(http.StatusInternalServerError, "could not load fleet")
	}
	return c.JSON(http.StatusOK, boats)
}

func main() {
	db, err := sqlx.Connect("postgres", os.Getenv("FLEET_DSN"))
	if err != nil {
		panic(err)
	}
	h := &fleetHandler{store: &fleetStore{db: db}}
	e := echo.New()
	e.GET("/fleet", h.list)
	e.Logger.Fatal(e.Start(":8080"))
}
