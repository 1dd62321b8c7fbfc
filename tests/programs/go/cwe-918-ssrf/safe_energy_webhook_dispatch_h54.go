// Gin service that registers grid partners for demand-response alerts and delivers them by webhook.
package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
)

type subscription struct {
	Partner     string `json:"partner" binding:"required"`
	CallbackURL string `json:"callback_url" binding:"required"`
}

var partnerEndpoints = map[string]string{
	"northgrid": "https://hooks.northgrid.example/dr/events",
	"solarcoop": "https://api.solarcoop.example/webhooks/demand-response",
}

var deliveries sync.Map

func deliverTo(target string, record func(status int, body string)) func(event any) {
	client := &http.Client{Timeout: 5 * time.Second}
	return func(event any) {
		payload, _ := json.Marshal(event)
		resp, err := client.Post(target, "application/json", bytes.NewReader(payload))
		if err != nil {
			record(0, err.Error())
			return
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(io.LimitReader(resp.Body, 2048))
		record(resp.StatusCode, string(body))
	}
}

func subscribe(c *gin.Context) {
	var sub subscription
	if err := c.ShouldBindJSON(&sub); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	endpoint, ok := partnerEndpoints[sub.Partner]
	if !ok || endpoint != sub.CallbackURL {
		c.JSON(http.StatusBadRequest, gin.H{"error": "callback must match the partner's registered endpoint"})
		return
	}
	send := deliverTo(endpoint, func(status int, body string) {
		deliveries.Store(sub.Partner, gin.H{"status": status, "body": body})
	})
	go send(gin.H{"type": "subscription.test", "partner": sub.Partner, "at": time.Now().UTC()})
	c.JSON(http.StatusAccepted, gin.H{"partner": sub.Partner})
}

func lastDelivery(c *gin.Context) {
	d, _ := deliveries.Load(c.Param("partner"))
	c.JSON(http.StatusOK, d)
}

func main() {
	r := gin.Default()
	r.POST("/demand-response/subscriptions", subscribe)
	r.GET("/demand-response/subscriptions/:partner/last-delivery", lastDelivery)
	r.Run(":8104")
}
