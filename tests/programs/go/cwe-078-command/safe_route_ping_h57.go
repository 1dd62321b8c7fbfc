// Telecom network operations console: runs reachability checks against customer edge routers.
package netops

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os/exec"
	"time"

	"github.com/labstack/echo/v4"
)

type DiagnosticsRequest struct {
	Target string `json:"target"`
	Count  int    `json:"count"`
}

type DiagnosticsResult struct {
	Target string `json:"target"`
	Output string `json:"output"`
	OK     bool   `json:"ok"`
}

type Pinger interface {
	Ping(ctx context.Context, target string, count int) (string, error)
}

type shellPinger struct{ binary string }

func NewShellPinger() Pinger { return shellPinger{binary: "/bin/ping"} }

func (p shellPinger) Ping(ctx context.Context, target string, count int) (string, error) {
	cmdline := fmt.Sprintf("%s -c %d -W 2 %s", p.binary, count, target)
	out, err := exec.CommandContext(ctx, "sh", "-c", cmdline).CombinedOutput()
	return string(out), err
}

type DiagnosticsHandler struct{ pinger Pinger }

func NewDiagnosticsHandler(p Pinger) *DiagnosticsHandler { return &DiagnosticsHandler{pinger: p} }

func (h *DiagnosticsHandler) Ping(c echo.Context) error {
	var req DiagnosticsRequest
	if err := c.Bind(&req); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "malformed request")
	}
	ip := net.ParseIP(req.Target)
	if ip == nil {
		return echo.NewHTTPError(http.StatusBadRequest, "target must be an IP address")
	}
	req.Target = ip.String()
	if req.Count < 1 || req.Count > 10 {
		req.Count = 3
	}
	ctx, cancel := context.WithTimeout(c.Request().Context(), 20*time.Second)
	defer cancel()
	out, err := h.pinger.Ping(ctx, req.Target, req.Count)
	return c.JSON(http.StatusOK, DiagnosticsResult{Target: req.Target, Output: out, OK: err == nil})
}

func Routes(e *echo.Echo, h *DiagnosticsHandler, staffOnly echo.MiddlewareFunc) {
	g := e.Group("/noc/diagnostics", staffOnly)
	g.POST("/ping", h.Ping)
}
