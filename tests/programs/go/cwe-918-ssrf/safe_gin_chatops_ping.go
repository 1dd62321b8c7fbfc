// Gin integrations endpoint that sends a test event to a chat-ops webhook URL on a known provider.
package main

import (
	"bytes"
	"net/http"
	"net/url"
	"time"

	"github.com/gin-gonic/gin"
)

type chatopsPingRequest struct {
	HookURL string `json:"hook_url" binding:"required"`
}

var chatopsHosts = map[string]bool{
	"hooks.slack.com":      true,
	"discord.com":          true,
	"outlook.office.com":   true,
	"events.pagerduty.com": true,
}

var chatopsClient = &http.Client{Timeout: 5 * time.Second}

func pingChatops(c *gin.Context) {
	var req chatopsPingRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "hook_url required"})
		return
	}
	u, err := url.Parse(req.HookURL)
	if err != nil || u.Scheme != "https" || u.Port() != "" || !chatopsHosts[u.Hostname()] {
		c.JSON(http.StatusBadRequest, gin.H{"error": "unsupported webhook host"})
		return
	}
	resp, err := chatopsClient.Post(u.String(), "application/json", bytes.NewBufferString(`{"text":"ping"}`))
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"delivered": false})
		return
	}
	resp.Body.Close()
	c.JSON(http.StatusOK, gin.H{"delivered": true, "status": resp.StatusCode})
}

func main() {
	r := gin.New()
	r.POST("/integrations/chatops/ping", pingChatops)
}
