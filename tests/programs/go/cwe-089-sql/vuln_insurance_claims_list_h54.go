// Echo API listing open insurance claims for the agent identified by the gateway header.
package main

import (
	"fmt"
	"net/http"
	"os"

	"github.com/jmoiron/sqlx"
	"github.com/labstack/echo/v4"
	_ "github.com/lib/pq"
)

type claim struct {
	ID       int64   `db:"id" json:"id"`
	PolicyNo string  `db:"policy_no" json:"policy_no"`
	Status   string  `db:"status" json:"status"`
	Amount   float64 `db:"amount" json:"amount"`
}

func agentFromHeader(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		agent := c.Request().Header.Get("X-Agent-Id")
		if agent == "" {
			return echo.ErrUnauthorized
		}
		c.Set("agent", agent)
		return next(c)
	}
}

func withDB(db *sqlx.DB, fn func(*sqlx.DB, echo.Context) error) echo.HandlerFunc {
	return func(c echo.Context) error { return fn(db, c) }
}

func listClaims(db *sqlx.DB, c echo.Context) error {
	agent := c.Get("agent").(string)
	status := c.QueryParam("status")
	if status == "" {
		status = "open"
	}
	query := fmt.Sprintf(
		"SELECT id, policy_no, status, amount FROM claims WHERE agent_id = '%s' AND status = '%s' ORDER BY id DESC",
		agent, status)
	var claims []claim
	if err := db.SelectContext(c.Request().Context(), &claims, query); err != nil {
		return c.JSON(http.StatusInternalServerError, map[string]string{"error": "lookup failed"})
	}
	return c.JSON(http.StatusOK, claims)
}

func main() {
	db := sqlx.MustConnect("postgres", os.Getenv("CLAIMS_DB_URL"))
	e := echo.New()
	g := e.Group("/agents/me", agentFromHeader)
	g.GET("/claims", withDB(db, listClaims))
	e.Logger.Fatal(e.Start(":8087"))
}
