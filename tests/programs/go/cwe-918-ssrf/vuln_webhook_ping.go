// Sends a test delivery to a customer-configured webhook endpoint in the background.
package integrations

import (
	"bytes"
	"log"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
)

var blockedHosts = []string{"localhost", "127.0.0.1", "0.0.0.0", "::1"}

type Pinger struct {
	Client *http.Client
}

func NewPinger() *Pinger {
	return &Pinger{Client: &http.Client{Timeout: 10 * time.Second}}
}

func allowedTarget(u *url.URL) bool {
	host := strings.ToLower(u.Hostname())
	for _, b := range blockedHosts {
		if host == b {
			return false
		}
	}
	return u.Scheme == "https" || u.Scheme == "http"
}

func (p *Pinger) deliver(target string, results chan<- int) {
	body := []byte(`{"event":"ping","sent_at":"` + time.Now().UTC().Format(time.RFC3339) + `"}`)
	resp, err := p.Client.Post(target, "application/json", bytes.NewReader(body))
	if err != nil {
		log.Printf("webhook ping to %s failed: %v", target, err)
		results <- 0
		return
	}
	resp.Body.Close()
	results <- resp.StatusCode
}

func (p *Pinger) Ping(c *gin.Context) {
	u, err := url.Parse(c.PostForm("endpoint"))
	if err != nil || !allowedTarget(u) {
		c.JSON(http.StatusBadRequest, gin.H{"error": "endpoint not allowed"})
		return
	}
	results := make(chan int, 1)
	go p.deliver(u.String(), results)
	select {
	case code := <-results:
		c.JSON(http.StatusOK, gin.H{"status": code})
	case <-time.After(3 * time.Second):
		c.JSON(http.StatusAccepted, gin.H{"status": "pending"})
	}
}
