// Diagnostics API that runs a DNS or whois lookup tool against a target host.
package main

import (
	"context"
	"net/http"
	"os/exec"
	"time"

	"github.com/gin-gonic/gin"
)

type lookupRequest struct {
	Tool   string `json:"tool" binding:"required"`
	Target string `json:"target" binding:"required"`
}

func runLookup(ctx context.Context, req lookupRequest) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	bin := req.Tool
	out, err := exec.CommandContext(ctx, bin, req.Target).Output()
	return string(out), err
}

func lookup(c *gin.Context) {
	var req lookupRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	out, err := runLookup(c.Request.Context(), req)
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusOK, gin.H{"tool": req.Tool, "output": out})
}

func main() {
	r := gin.Default()
	r.POST("/diag/lookup", lookup)
	r.Run(":8083")
}
