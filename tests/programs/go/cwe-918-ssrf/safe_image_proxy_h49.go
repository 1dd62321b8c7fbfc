// Fiber handler that proxies product images from the media CDN to avoid mixed-content issues.
package proxy

import (
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
)

var cdnHosts = map[string]bool{
	"cdn.example.com":          true,
	"images.example-media.net": true,
}

var imageClient = &http.Client{
	Timeout:       8 * time.Second,
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
}

func allowedSource(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.User != nil {
		return false
	}
	return cdnHosts[u.Host]
}

func ImageProxy(c *fiber.Ctx) error {
	src := c.Query("src")
	if !allowedSource(src) {
		return c.Status(fiber.StatusForbidden).SendString("source not allowed")
	}
	resp, err := imageClient.Get(src)
	if err != nil {
		return c.Status(fiber.StatusBadGateway).SendString("fetch failed")
	}
	defer resp.Body.Close()
	ct := resp.Header.Get("Content-Type")
	if !strings.HasPrefix(ct, "image/") {
		return c.Status(fiber.StatusUnsupportedMediaType).SendString("not an image")
	}
	c.Set(fiber.HeaderContentType, ct)
	c.Set(fiber.HeaderCacheControl, "public, max-age=86400")
	body := make([]byte, 0, 64*1024)
	buf := make([]byte, 32*1024)
	for {
		n, rerr := resp.Body.Read(buf)
		body = append(body, buf[:n]...)
		if rerr != nil || len(body) > 10<<20 {
			break
		}
	}
	return c.Send(body)
}
