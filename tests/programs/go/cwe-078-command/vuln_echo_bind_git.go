// echo route that clones a repository for the build worker.
package main

import (
	"net/http"
	"os/exec"

	"github.com/labstack/echo/v4"
)

type cloneJob struct {
	Repo   string `json:"repo"`
	Branch string `json:"branch"`
}

func cloneRepo(c echo.Context) error {
	var job cloneJob
	if err := c.Bind(&job); err != nil {
		return c.NoContent(http.StatusBadRequest)
	}
	if err := exec.Command("git", "clone", "--branch", job.Branch, job.Repo, "/tmp/build").Run(); err != nil {
		return c.NoContent(http.StatusInternalServerError)
	}
	return c.NoContent(http.StatusAccepted)
}
