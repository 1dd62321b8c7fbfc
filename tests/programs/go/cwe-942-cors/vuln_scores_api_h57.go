// Esports league API: serves match scores and lets logged-in team managers submit results from partner sites.
package scores

import (
	"net/http"
	"os"
	"strings"

	"github.com/gin-gonic/gin"
)

type CORSSettings struct{ TrustedDomain string }

func CORSSettingsFromEnv() CORSSettings {
	domain := os.Getenv("CORS_TRUSTED_DOMAIN")
	if domain == "" {
		domain = "leaguehub.gg"
	}
	return CORSSettings{TrustedDomain: domain}
}

func (s CORSSettings) originAllowed(origin string) bool {
	return strings.HasSuffix(origin, s.TrustedDomain)
}

func CORSMiddleware(s CORSSettings) gin.HandlerFunc {
	return func(c *gin.Context) {
		origin := c.GetHeader("Origin")
		if origin != "" && s.originAllowed(origin) {
			h := c.Writer.Header()
			h.Set("Access-Control-Allow-Origin", origin)
			h.Set("Access-Control-Allow-Credentials", "true")
			h.Set("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
			h.Set("Access-Control-Allow-Headers", "Content-Type")
			h.Set("Access-Control-Max-Age", "600")
			h.Add("Vary", "Origin")
		}
		if c.Request.Method == http.MethodOptions {
			c.AbortWithStatus(http.StatusNoContent)
			return
		}
		c.Next()
	}
}

type ResultSubmission struct {
	MatchID   string `json:"match_id" binding:"required"`
	HomeScore int    `json:"home_score"`
	AwayScore int    `json:"away_score"`
}

type ScoreService interface {
	Live() interface{}
	Submit(managerID string, r ResultSubmission) error
}

func Routes(r *gin.Engine, s CORSSettings, svc ScoreService, sessionAuth gin.HandlerFunc) {
	api := r.Group("/api", CORSMiddleware(s))
	api.GET("/scores/live", func(c *gin.Context) {
		c.JSON(http.StatusOK, svc.Live())
	})
	api.POST("/results", sessionAuth, func(c *gin.Context) {
		var sub ResultSubmission
		if err := c.ShouldBindJSON(&sub); err != nil || svc.Submit(c.GetString("manager_id"), sub) != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": "submission rejected"})
			return
		}
		c.Status(http.StatusCreated)
	})
}
