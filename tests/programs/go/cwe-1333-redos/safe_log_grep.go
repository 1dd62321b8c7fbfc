// Lets operators search recent application log lines with a pattern from the admin console.
package adminlogs

import (
	"bufio"
	"net/http"
	"os"
	"regexp"

	"github.com/labstack/echo/v4"
)

type LogSearch struct {
	LogPath  string
	MaxLines int
}

type matcher interface {
	MatchString(string) bool
}

func compilePattern(expr string) (matcher, error) {
	return regexp.Compile("(?i)" + expr)
}

func (s *LogSearch) Search(c echo.Context) error {
	expr := c.QueryParam("q")
	if expr == "" || len(expr) > 200 {
		return c.JSON(http.StatusBadRequest, map[string]string{"error": "q must be 1-200 chars"})
	}
	re, err := compilePattern(expr)
	if err != nil {
		return c.JSON(http.StatusBadRequest, map[string]string{"error": "invalid pattern"})
	}
	f, err := os.Open(s.LogPath)
	if err != nil {
		return c.JSON(http.StatusServiceUnavailable, map[string]string{"error": "log unavailable"})
	}
	defer f.Close()
	var hits []string
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(hits) < s.MaxLines {
		line := sc.Text()
		if re.MatchString(line) {
			hits = append(hits, line)
		}
	}
	return c.JSON(http.StatusOK, map[string]interface{}{"matches": hits})
}
