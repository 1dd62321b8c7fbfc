// CI worker endpoint that runs the configured linter against one package path of a checked-out job workspace.
package worker

import (
	"context"
	"fmt"
	"net/http"
	"os/exec"
	"regexp"
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

var targetRe = regexp.MustCompile(`^\./[A-Za-z0-9_/-]*(\.\.\.)?$`)

func validTarget(t string) bool {
	return targetRe.MatchString(t) && !strings.Contains(t, "//")
}

func (j LintJob) Run(ctx context.Context) ([]byte, error) {
	cmd := exec.CommandContext(ctx, j.Linter, "run", "--out-format=line-number", j.Target)
	cmd.Dir = j.Workspace
	return cmd.CombinedOutput()
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
