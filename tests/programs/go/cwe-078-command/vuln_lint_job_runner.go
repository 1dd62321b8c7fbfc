// CI worker endpoint that runs the configured linter against one package path of a checked-out job workspace.
package worker

import (
	"context"
	"fmt"
	"net/http"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
)

type LintJob struct {
	Workspace string
	Linter    string
	Target    string
}

var shellMeta = []string{";", "&", "|", ">", "<"}

func validTarget(t string) bool {
	for _, m := range shellMeta {
		if strings.Contains(t, m) {
			return false
		}
	}
	return t != ""
}

func (j LintJob) Run(ctx context.Context) ([]byte, error) {
	cmdline := fmt.Sprintf("cd %s && %s run --out-format=line-number %s", j.Workspace, j.Linter, j.Target)
	return exec.CommandContext(ctx, "sh", "-c", cmdline).CombinedOutput()
}

func RegisterLint(e *echo.Echo, workspaces, linter string) {
	e.POST("/jobs/:id/lint", func(c echo.Context) error {
		id, err := strconv.Atoi(c.Param("id"))
		if err != nil || id <= 0 {
			return echo.NewHTTPError(http.StatusBadRequest, "invalid job id")
		}
		target := c.QueryParam("target")
		if target == "" {
			target = "./..."
		}
		if !validTarget(target) {
			return echo.NewHTTPError(http.StatusBadRequest, "invalid target")
		}
		job := LintJob{Workspace: fmt.Sprintf("%s/%d", workspaces, id), Linter: linter, Target: target}
		ctx, cancel := context.WithTimeout(c.Request().Context(), 5*time.Minute)
		defer cancel()
		out, err := job.Run(ctx)
		status := "passed"
		if err != nil {
			status = "failed"
		}
		return c.JSON(http.StatusOK, map[string]string{"status": status, "report": string(out)})
	})
}
