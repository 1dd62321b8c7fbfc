// Gin middleware that adds CORS headers for the dashboard single-page frontends.
package middleware

import (
	"log"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

type CORSConfig struct {
	AllowedOrigins []string
	AllowedMethods []string
}

func (cfg CORSConfig) allowed(origin string) bool {
	for _, o := range cfg.AllowedOrigins {
		if o == origin {
			return true
		}
	}
	return false
}

func CORS(cfg CORSConfig) gin.HandlerFunc {
	methods := strings.Join(cfg.AllowedMethods, ", ")
	return func(c *gin.Context) {
		origin := c.GetHeader("Origin")
		if origin != "" {
			if !cfg.allowed(origin) {
				log.Printf("cors: request from unlisted origin %q", origin)
			}
			c.Header("Access-Control-Allow-Origin", origin)
			c.Header("Access-Control-Allow-Credentials", "true")
			c.Header("Vary", "Origin")
		}
		if c.Request.Method == http.MethodOptions {
			c.Header("Access-Control-Allow-Methods", methods)
			c.Header("Access-Control-Allow-Headers", "Content-Type, X-Requested-With")
			c.AbortWithStatus(http.StatusNoContent)
			return
		}
		c.Next()
	}
}

func Setup(r *gin.Engine) {
	r.Use(CORS(CORSConfig{
		AllowedOrigins: []string{"https://dashboard.example.com", "https://admin.example.com"},
		AllowedMethods: []string{http.MethodGet, http.MethodPost, http.MethodDelete},
	}))
}
