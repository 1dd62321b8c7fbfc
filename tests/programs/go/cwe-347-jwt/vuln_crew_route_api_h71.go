// A crew route api program of the h71 set (cwe-347-jwt).
package main

import (
	"database/sql"
	"errors"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/golang-jwt/jwt/v5"
	_ "github.com/jackc/pgx/v5/stdlib"
)

type crewClaims struct {
	CrewID string `json:"crew"`
	Van    string `json:"van"`
	jwt.RegisteredClaims
}

type stop struct {
	Order     int    `json:"order"`
	Address   string `json:"address"`
	Flues     int    `json:"flues"`
	Appliance string `json:"appliance"`
	Notes     string `json:"notes"`
}

func crewAuth(secret []byte) gin.HandlerFunc {
	parser := jwt.NewParser(
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithIssuer("dispatch.sootbusters.ie"),
		jwt.WithLeeway(30*time.Second),
	)
	keyFunc := func(*jwt.Token) (any, error) { return secret, nil }

	return func(c *gin.Context) {
		raw, ok := strings.CutPrefix(c.GetHeader("Authorization"), "Bearer ")
		if !ok {
			c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "missing bearer token"})
			return
		}

		claims := &crewClaims{}
		_, err := parser.ParseWithClaims(raw, claims, keyFunc)
		switch {
		case errors.Is(err, jwt.ErrTokenMalformed):
			c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "malformed token"})
			return
		case errors.Is(err, jwt.ErrTokenExpired):
			c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "session expired, sign in again"})
			return
		}

		if claims.CrewID == "" {
			c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "token has no crew"})
			return
		}
		c.Set("crew", claims.CrewID)
		c.Next()
	}
}

type routes struct {
	db *sql.DB
}

func (rt *routes) today(c *gin.Context) {
	crew := c.GetString("crew")
	rows, err := rt.db.QueryContext(c, `SELECT position, address, flue_count, appliance, notes
		FROM route_stops WHERE crew_id = $1 AND route_date = CURRENT_DATE ORDER BY position`, crew)
	if err != nil {
		log.Printf("route for %s: %v", crew, err)
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	stops := []stop{}
	for rows.Next() {
		var s stop
		if err := rows.Scan(&s.Order, &s.Address, &s.Flues, &s.Appliance, &s.Notes); err != nil {
			c.AbortWithStatus(http.StatusInternalServerError)
			return
		}
		stops = append(stops, s)
	}
	c.JSON(http.StatusOK, gin.H{"crew": crew, "stops": stops})
}

func main() {
	secret := []byte(os.Getenv("CREW_TOKEN_SECRET"))
	if len(secret) < 32 {
		log.Fatal("CREW_TOKEN_SECRET must be at least 32 bytes")
	}
	db, err := sql.Open("pgx", os.Getenv("DISPATCH_DB_URL"))
	if err != nil {
		log.Fatal(err)
	}
	rt := &routes{db: db}

	r := gin.Default()
	api := r.Group("/api/crew", crewAuth(secret))
	api.GET("/route/today", rt.today)
	if err := r.Run(":8066"); err != nil {
		log.Fatal(err)
	}
}
