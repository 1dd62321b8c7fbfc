// Gin endpoint that lets operators filter recent application log lines with a pattern.
package logsearch

import (
	"net/http"
	"strconv"

	"github.com/dlclark/regexp2"
	"github.com/gin-gonic/gin"
)

type LogBuffer interface {
	Recent(n int) []string
}

type filterQuery struct {
	Pattern string
	Limit   int
}

func parseQuery(c *gin.Context) filterQuery {
	limit, err := strconv.Atoi(c.DefaultQuery("limit", "500"))
	if err != nil || limit <= 0 || limit > 5000 {
		limit = 500
	}
	return filterQuery{Pattern: c.Query("pattern"), Limit: limit}
}

func matchLines(pattern string, lines []string) ([]string, error) {
	re, err := regexp2.Compile(pattern, regexp2.RE2)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, line := range lines {
		if ok, err := re.MatchString(line); err == nil && ok {
			out = append(out, line)
		}
	}
	return out, nil
}

func RegisterLogSearch(r *gin.RouterGroup, buf LogBuffer) {
	r.GET("/logs/search", func(c *gin.Context) {
		q := parseQuery(c)
		if q.Pattern == "" {
			c.JSON(http.StatusBadRequest, gin.H{"error": "pattern required"})
			return
		}
		matches, err := matchLines(q.Pattern, buf.Recent(q.Limit))
		if err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": "invalid pattern"})
			return
		}
		c.JSON(http.StatusOK, gin.H{"count": len(matches), "lines": matches})
	})
}
