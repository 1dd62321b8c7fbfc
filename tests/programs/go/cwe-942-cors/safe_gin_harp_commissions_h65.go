// A gin harp commissions program of the h65 set (cwe-942-cors).
package main

// JSON API behind the harp workshop's customer area: commission status,
// build photos from the bench and the balance still due. The customer area
// is a separate single-page app, so the API answers cross-origin requests
// and relies on the workshop's session cookie.

import (
	"database/sql"
	"log"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/gin-contrib/cors"
	"github.com/gin-gonic/gin"
	_ "github.com/jackc/pgx/v5/stdlib"
)

type commission struct {
	ID           int64  `json:"id"`
	Model        string `json:"model"`
	Strings      int    `json:"strings"`
	Stage        string `json:"stage"`
	BalancePence int64  `json:"balancePence"`
}

type api struct {
	db *sql.DB
}

func (a *api) customerFromSession(c *gin.Context) (int64, bool) {
	token, err := c.Cookie("harp_session")
	if err != nil {
		return 0, false
	}
	var customer int64
	err = a.db.QueryRowContext(c.Request.Context(),
		`SELECT customer_id FROM sessions WHERE token = $1 AND expires_at > now()`, token).Scan(&customer)
	return customer, err == nil
}

func (a *api) getCommission(c *gin.Context) {
	customer, ok := a.customerFromSession(c)
	if !ok {
		c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "please sign in"})
		return
	}
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil {
		c.AbortWithStatusJSON(http.StatusNotFound, gin.H{"error": "not found"})
		return
	}
	var cm commission
	err = a.db.QueryRowContext(c.Request.Context(),
		`SELECT id, model, string_count, stage, balance_pence
		   FROM commissions WHERE id = $1 AND customer_id = $2`, id, customer,
	).Scan(&cm.ID, &cm.Model, &cm.Strings, &cm.Stage, &cm.BalancePence)
	if err != nil {
		c.AbortWithStatusJSON(http.StatusNotFound, gin.H{"error": "not found"})
		return
	}
	c.JSON(http.StatusOK, cm)
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("HARP_DATABASE_URL"))
	if err != nil {
		log.Fatalf("opening database: %v", err)
	}
	a := &api{db: db}

	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(gin.Logger(), gin.Recovery())
	r.Use(cors.New(cors.Config{
		AllowOrigins:     []string{"https://customers.clarsachworks.example"},
		AllowMethods:     []string{"GET", "POST"},
		AllowHeaders:     []string{"Content-Type"},
		AllowCredentials: true,
		MaxAge:           12 * time.Hour,
	}))
	r.GET("/api/commissions/:id", a.getCommission)

	if err := r.Run(":8080"); err != nil {
		log.Fatal(err)
	}
}
