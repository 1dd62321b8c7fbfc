// Webhook settings endpoint that sends a test event to a customer callback URL.
package main

import (
	"bytes"
	"fmt"
	"net"
	"net/http"
	"syscall"
	"time"

	"github.com/gin-gonic/gin"
)

func publicOnly(network, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	ip := net.ParseIP(host)
	if err != nil || ip == nil || ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsUnspecified() {
		return fmt.Errorf("destination %s is not allowed", host)
	}
	return nil
}

var hookClient = &http.Client{
	Timeout: 5 * time.Second,
	Transport: &http.Transport{
		DialContext: (&net.Dialer{Timeout: 3 * time.Second, Control: publicOnly}).DialContext,
	},
}

func deliver(target string, payload []byte) (int, error) {
	resp, err := hookClient.Post(target, "application/json", bytes.NewReader(payload))
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

func testWebhook(c *gin.Context) {
	var body struct {
		CallbackURL string `json:"callback_url" binding:"required"`
	}
	if err := c.ShouldBindJSON(&body); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	status, err := deliver(body.CallbackURL, []byte(`{"event":"ping"}`))
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusOK, gin.H{"delivered": true, "status": status})
}

func main() {
	r := gin.Default()
	r.POST("/settings/webhooks/test", testWebhook)
	r.Run(":8092")
}
