// Gin handler for a law firm's matter search, composing GORM scopes from the request filters.
package matters

import (
	"fmt"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"
)

type Matter struct {
	ID         uint
	Reference  string
	ClientName string
	Practice   string
	OpenedAt   time.Time
	ClosedAt   *time.Time
}

type scope = func(*gorm.DB) *gorm.DB

func openOnly(db *gorm.DB) *gorm.DB { return db.Where("closed_at IS NULL") }

func inPractice(area string) scope {
	return func(db *gorm.DB) *gorm.DB { return db.Where("practice = ?", area) }
}

func clientMatches(name string) scope {
	return func(db *gorm.DB) *gorm.DB {
		return db.Where(fmt.Sprintf("client_name ILIKE '%%%s%%'", name))
	}
}

func scopesFor(c *gin.Context) []scope {
	scopes := []scope{}
	if c.Query("include_closed") != "true" {
		scopes = append(scopes, openOnly)
	}
	if area := c.Query("practice"); area != "" {
		scopes = append(scopes, inPractice(area))
	}
	if client := c.Query("client"); client != "" {
		scopes = append(scopes, clientMatches(client))
	}
	return scopes
}

func SearchMatters(db *gorm.DB) gin.HandlerFunc {
	return func(c *gin.Context) {
		var matters []Matter
		err := db.WithContext(c.Request.Context()).
			Scopes(scopesFor(c)...).
			Order("opened_at DESC").
			Limit(100).
			Find(&matters).Error
		if err != nil {
			c.JSON(http.StatusInternalServerError, gin.H{"error": "search failed"})
			return
		}
		c.JSON(http.StatusOK, matters)
	}
}
