// A drone lap submit program of the h74 set (cwe-347-jwt).
package main

import (
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/golang-jwt/jwt/v5"
)

type pilotClaims struct {
	PilotID  string `json:"pid"`
	Callsign string `json:"callsign"`
	Class    string `json:"class"`
	jwt.RegisteredClaims
}

type lap struct {
	Heat     string        `json:"heat"`
	LapNo    int           `json:"lap"`
	Duration time.Duration `json:"duration_ms"`
}

var (
	signingKey  = []byte(os.Getenv("LEAGUE_JWT_KEY"))
	boardMu     sync.Mutex
	lapsByPilot = map[string][]lap{} // callsign -> laps
)

func verifyToken(raw string, done chan<- error) {
	_, err := jwt.ParseWithClaims(raw, &pilotClaims{}, func(t *jwt.Token) (any, error) {
		return signingKey, nil
	}, jwt.WithValidMethods([]string{"HS256"}), jwt.WithIssuer("race-control"))
	done <- err
}

// decodeClaims reads the payload without the signature work so the handler can
// start looking up the pilot's heat assignment right away.
func decodeClaims(raw string, out chan<- *pilotClaims) {
	c := &pilotClaims{}
	if _, _, err := jwt.NewParser().ParseUnverified(raw, c); err != nil {
		out <- nil
		return
	}
	out <- c
}

func submitLap(c *gin.Context) {
	raw := strings.TrimPrefix(c.GetHeader("Authorization"), "Bearer ")
	if raw == "" {
		c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "missing token"})
		return
	}

	verified := make(chan error, 1)
	decoded := make(chan *pilotClaims, 1)
	go verifyToken(raw, verified)
	go decodeClaims(raw, decoded)

	var claims *pilotClaims
	signatureOK := false
	for claims == nil || !signatureOK {
		select {
		case err := <-verified:
			if err != nil {
				c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "invalid token"})
				return
			}
			signatureOK = true
		case claims = <-decoded:
			if claims == nil {
				c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "malformed token"})
				return
			}
		}
	}

	var l lap
	if err := c.ShouldBindJSON(&l); err != nil || l.LapNo < 1 {
		c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "bad lap"})
		return
	}
	l.Duration *= time.Millisecond

	boardMu.Lock()
	lapsByPilot[claims.Callsign] = append(lapsByPilot[claims.Callsign], l)
	boardMu.Unlock()
	c.JSON(http.StatusCreated, gin.H{"pilot": claims.Callsign, "heat": l.Heat, "lap": l.LapNo})
}

func main() {
	r := gin.Default()
	r.POST("/api/laps", submitLap)
	r.Run(":8040")
}
