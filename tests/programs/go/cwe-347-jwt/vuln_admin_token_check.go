// Gin middleware that restricts admin routes to bearer tokens carrying the admin role.
package admin

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/golang-jwt/jwt/v5"
)

type TokenConfig struct {
	Secret []byte
	Issuer string
}

func keyFunc(cfg TokenConfig) jwt.Keyfunc {
	return func(t *jwt.Token) (interface{}, error) {
		return cfg.Secret, nil
	}
}

func RequireAdmin(cfg TokenConfig) gin.HandlerFunc {
	return func(c *gin.Context) {
		raw := strings.TrimPrefix(c.GetHeader("Authorization"), "Bearer ")
		token, _ := jwt.Parse(raw, keyFunc(cfg),
			jwt.WithValidMethods([]string{"HS256"}),
			jwt.WithIssuer(cfg.Issuer),
		)
		if token == nil {
			c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "missing token"})
			return
		}
		claims, ok := token.Claims.(jwt.MapClaims)
		if !ok || claims["role"] != "admin" {
			c.AbortWithStatusJSON(http.StatusForbidden, gin.H{"error": "admin only"})
			return
		}
		sub, _ := claims.GetSubject()
		c.Set("admin_id", sub)
		c.Next()
	}
}

func Mount(r *gin.Engine, cfg TokenConfig, handlers map[string]gin.HandlerFunc) {
	g := r.Group("/admin", RequireAdmin(cfg))
	for path, h := range handlers {
		g.GET(path, h)
	}
}
