// Chat workspace admin endpoint that sends a sample event to an outgoing webhook URL to confirm it works.
package integrations

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/url"
	"time"

	"github.com/labstack/echo/v4"
)

type WebhookTest struct {
	URL     string `json:"url"`
	Channel string `json:"channel"`
}

var webhookClient = &http.Client{Timeout: 5 * time.Second}

func validateWebhookURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Hostname() == "" {
		return errors.New("webhook URL must be an absolute http or https URL")
	}
	return nil
}

func TestWebhook(c echo.Context) error {
	var req WebhookTest
	if err := c.Bind(&req); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid request")
	}
	if err := validateWebhookURL(req.URL); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	payload, _ := json.Marshal(map[string]string{"type": "test", "channel": req.Channel, "text": "Webhook connection test"})
	resp, err := webhookClient.Post(req.URL, "application/json", bytes.NewReader(payload))
	if err != nil {
		return c.JSON(http.StatusBadGateway, map[string]string{"error": err.Error()})
	}
	defer resp.Body.Close()
	snippet, _ := io.ReadAll(io.LimitReader(resp.Body, 2048))
	return c.JSON(http.StatusOK, map[string]interface{}{"status": resp.StatusCode, "body": string(snippet)})
}

func Register(admin *echo.Group) {
	admin.POST("/integrations/webhooks/test", TestWebhook)
}
