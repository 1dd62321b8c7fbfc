// Sends a test delivery to a customer-configured webhook endpoint in the background.
package integrations

import (
	"bytes"
	"errors"
	"log"
	"net"
	"net/http"
	"net/url"
	"syscall"
	"time"

	"github.com/gin-gonic/gin"
)

type Pinger struct {
	Client *http.Client
}

func publicOnly(network, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return err
	}
	ip := net.ParseIP(host)
	if ip == nil || ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() ||
		ip.IsLinkLocalMulticast() || ip.IsUnspecified() || ip.IsMulticast() {
		return errors.New("destination address not allowed")
	}
	return nil
}

func NewPinger() *Pinger {
	dialer := &net.Dialer{Timeout: 5 * time.Second, Control: publicOnly}
	transport := &http.Transport{DialContext: dialer.DialContext, Proxy: nil}
	return &Pinger{Client: &http.Client{Timeout: 10 * time.Second, Transport: transport}}
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
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") {
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
