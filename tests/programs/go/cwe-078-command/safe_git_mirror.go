// Echo service that mirrors upstream git repositories into a local cache.
package mirror

import (
	"context"
	"net/http"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
)

type MirrorService struct {
	CacheDir string
	Timeout  time.Duration
}

type mirrorRequest struct {
	Name   string `json:"name"`
	Remote string `json:"remote"`
}

func (m *MirrorService) Register(e *echo.Echo) {
	e.POST("/mirrors", m.create)
}

func (m *MirrorService) destination(name string) string {
	return filepath.Join(m.CacheDir, filepath.Base(name)+".git")
}

func (m *MirrorService) create(c echo.Context) error {
	var req mirrorRequest
	if err := c.Bind(&req); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid body")
	}
	if !strings.HasPrefix(req.Remote, "https://") {
		return echo.NewHTTPError(http.StatusBadRequest, "remote must use https")
	}
	ctx, cancel := context.WithTimeout(c.Request().Context(), m.Timeout)
	defer cancel()

	dest := m.destination(req.Name)
	args := []string{"clone", "--mirror", "--", req.Remote, dest}
	out, err := exec.CommandContext(ctx, "git", args...).CombinedOutput()
	if err != nil {
		c.Logger().Errorf("mirror of %s failed: %s", req.Remote, out)
		return echo.NewHTTPError(http.StatusBadGateway, "clone failed")
	}
	return c.JSON(http.StatusCreated, map[string]string{"path": dest})
}
