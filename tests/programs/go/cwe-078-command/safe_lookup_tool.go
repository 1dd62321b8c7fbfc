// Diagnostics API that runs a DNS or whois lookup tool against a target host.
package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os/exec"
	"regexp"
	"time"

	"github.com/gin-gonic/gin"
)

var toolPaths = map[string]string{"dig": "/usr/bin/dig", "host": "/usr/bin/host", "whois": "/usr/bin/whois"}

var hostname = regexp.MustCompile(`^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$`)

type lookupRequest struct {
	Tool   string `json:"tool" binding:"required"`
	Target string `json:"target" binding:"required"`
}

func runLookup(ctx context.Context, req lookupRequest) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	bin, ok := toolPaths[req.Tool]
	if !ok {
		return "", fmt.Errorf("unsupported tool %q", req.Tool)
	}
	if !hostname.MatchString(req.Target) {
		return "", errors.New("target must be a hostname")
	}
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
