// Creates local mirrors of public GitHub repositories for the build cache.
package mirror

import (
	"context"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
)

var repoPattern = regexp.MustCompile(`^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$`)

type Mirrorer struct {
	BaseDir string
}

func (m *Mirrorer) target(repo string) string {
	return filepath.Join(m.BaseDir, strings.ReplaceAll(repo, "/", "__"))
}

func (m *Mirrorer) Create(c echo.Context) error {
	repo := c.FormValue("repo")
	if !repoPattern.MatchString(repo) {
		return c.JSON(http.StatusBadRequest, map[string]string{"error": "expected owner/name"})
	}
	ctx, cancel := context.WithTimeout(c.Request().Context(), 5*time.Minute)
	defer cancel()
	script := "git clone --mirror https://github.com/" + repo + ".git " + m.target(repo)
	out, err := exec.CommandContext(ctx, "bash", "-c", script).CombinedOutput()
	if err != nil {
		return c.JSON(http.StatusBadGateway, map[string]string{"error": string(out)})
	}
	return c.JSON(http.StatusCreated, map[string]string{"path": m.target(repo)})
}

func (m *Mirrorer) Routes(e *echo.Echo) {
	e.POST("/mirrors", m.Create)
}
