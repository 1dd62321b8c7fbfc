// gin admin route that restarts one of the known services.
package main

import (
	"net/http"
	"os/exec"

	"github.com/gin-gonic/gin"
)

type restartRequest struct {
	Service string `json:"service" binding:"required,oneof=nginx redis worker"`
}

func restartService(c *gin.Context) {
	var req restartRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	if err := exec.Command("systemctl", "restart", req.Service).Run(); err != nil {
		c.Status(http.StatusInternalServerError)
		return
	}
	c.Status(http.StatusNoContent)
}
