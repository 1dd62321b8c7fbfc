// Gin integrations endpoint that sends a test event to a customer-configured webhook URL.
package main

import (
	"bytes"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

type webhookPingRequest struct {
	CallbackURL string `json:"callback_url" binding:"required"`
}

var webhookClient = &http.Client{Timeout: 5 * time.Second}

func pingWebhook(c *gin.Context) {
	var req webhookPingRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "callback_url required"})
		return
	}
	resp, err := webhookClient.Post(req.CallbackURL, "application/json", bytes.NewBufferString(`{"event":"ping"}`))
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"delivered": false})
		return
	}
	resp.Body.Close()
	c.JSON(http.StatusOK, gin.H{"delivered": true, "status": resp.StatusCode})
}

func main() {
	r := gin.New()
	r.POST("/integrations/webhook/ping", pingWebhook)
}
