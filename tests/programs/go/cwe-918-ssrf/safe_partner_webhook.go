// Webhook endpoint verification for the donation platform's partner integrations, using gin.
package partners

import (
	"bytes"
	"errors"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
)

type WebhookRegistration struct {
	PartnerID string `json:"partner_id" binding:"required"`
	URL       string `json:"url" binding:"required"`
}

func checkWebhookURL(raw, allowedDomain string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || allowedDomain == "" {
		return nil, errors.New("webhook must be an https url")
	}
	host := strings.ToLower(u.Hostname())
	if host != allowedDomain && !strings.HasSuffix(host, "."+allowedDomain) {
		return nil, errors.New("webhook host not permitted")
	}
	return u, nil
}

type WebhookService struct {
	domain string
	client *http.Client
}

func NewWebhookService() *WebhookService {
	noRedirect := func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return &WebhookService{domain: os.Getenv("PARTNER_WEBHOOK_DOMAIN"),
		client: &http.Client{Timeout: 5 * time.Second, CheckRedirect: noRedirect}}
}

func (s *WebhookService) Verify(reg WebhookRegistration) (int, error) {
	u, err := checkWebhookURL(reg.URL, s.domain)
	if err != nil {
		return 0, err
	}
	resp, err := s.client.Post(u.String(), "application/json", bytes.NewBufferString(`{"event":"ping"}`))
	if err != nil {
		return 0, err
	}
	resp.Body.Close()
	return resp.StatusCode, nil
}

func Mount(r *gin.Engine, svc *WebhookService) {
	r.POST("/partners/webhooks/verify", func(c *gin.Context) {
		var reg WebhookRegistration
		status, err := 0, c.ShouldBindJSON(&reg)
		if err == nil {
			status, err = svc.Verify(reg)
		}
		if err != nil {
			c.JSON(http.StatusUnprocessableEntity, gin.H{"error": err.Error()})
			return
		}
		c.JSON(http.StatusCreated, gin.H{"ping_status": status})
	})
}
