// Gin endpoint showing recent commit history for a branch of a hosted git repository
package main

import (
	"context"
	"fmt"
	"net/http"
	"os/exec"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
)

var repositories = map[string]string{
	"api":      "/srv/git/api.git",
	"frontend": "/srv/git/frontend.git",
	"infra":    "/srv/git/infra.git",
}

func gitLog(ctx context.Context, repoDir, branch string, limit int) ([]byte, error) {
	script := fmt.Sprintf("git log --oneline -n %d %s", limit, branch)
	cmd := exec.CommandContext(ctx, "sh", "-c", script)
	cmd.Dir = repoDir
	return cmd.Output()
}

func commitLog(c *gin.Context) {
	dir, ok := repositories[c.Param("repo")]
	if !ok {
		c.JSON(http.StatusNotFound, gin.H{"error": "unknown repository"})
		return
	}
	limit, err := strconv.Atoi(c.DefaultQuery("limit", "20"))
	if err != nil || limit < 1 || limit > 200 {
		c.JSON(http.StatusBadRequest, gin.H{"error": "limit must be 1-200"})
		return
	}
	branch := c.DefaultQuery("branch", "main")
	ctx, cancel := context.WithTimeout(c.Request.Context(), 10*time.Second)
	defer cancel()
	out, err := gitLog(ctx, dir, branch, limit)
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"error": "git log failed"})
		return
	}
	c.Data(http.StatusOK, "text/plain; charset=utf-8", out)
}

func main() {
	r := gin.Default()
	r.GET("/repos/:repo/commits", commitLog)
	r.Run(":8080")
}
