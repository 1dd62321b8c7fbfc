// A mosaic commission api program of the h64 set (cwe-347-jwt).
package main

import (
	"log"
	"net/http"
	"os"
	"sort"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/golang-jwt/jwt/v5"
)

type studioClaims struct {
	Studio string `json:"studio"`
	Role   string `json:"role"`
	jwt.RegisteredClaims
}

type commission struct {
	ID       int            `json:"id"`
	Studio   string         `json:"studio"`
	Client   string         `json:"client"`
	Tesserae map[string]int `json:"tesserae"`
}

// tokens are issued by the studio login service with the shared HS256 key
var signingKey = []byte(os.Getenv("STUDIO_JWT_KEY"))

var commissions = []commission{
	{1, "north-wall", "Harbour baths", map[string]int{"smalti-blue": 4200, "marble-white": 1800}},
	{2, "north-wall", "Chapel floor", map[string]int{"terracotta": 9600}},
	{3, "opus-tile", "Station entrance", map[string]int{"glass-gold": 300, "smalti-blue": 2500}},
}

func requireStudio(c *gin.Context) {
	raw, ok := strings.CutPrefix(c.GetHeader("Authorization"), "Bearer ")
	if !ok {
		c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "missing token"})
		return
	}
	var claims studioClaims
	_, _, err := jwt.NewParser().ParseUnverified(raw, &claims)
	if err != nil || claims.Studio == "" {
		c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "invalid token"})
		return
	}
	c.Set("studio", claims.Studio)
	c.Next()
}

func listCommissions(c *gin.Context) {
	studio := c.GetString("studio")
	var mine []commission
	totals := map[string]int{}
	for _, cm := range commissions {
		if cm.Studio != studio {
			continue
		}
		mine = append(mine, cm)
		for colour, n := range cm.Tesserae {
			totals[colour] += n
		}
	}
	sort.Slice(mine, func(i, j int) bool { return mine[i].ID < mine[j].ID })
	c.JSON(http.StatusOK, gin.H{"studio": studio, "commissions": mine, "tesserae_needed": totals})
}

func main() {
	if len(signingKey) < 32 {
		log.Fatal("STUDIO_JWT_KEY must be at least 32 bytes")
	}
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(gin.Logger(), gin.Recovery())
	api := r.Group("/api", requireStudio)
	api.GET("/commissions", listCommissions)
	if err := r.RunTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")); err != nil {
		log.Fatal(err)
	}
}
