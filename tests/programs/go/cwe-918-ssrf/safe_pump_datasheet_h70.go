// A pump datasheet program of the h70 set (cwe-918-ssrf).
package main

import (
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
)

type manufacturer struct {
	Name  string
	Hosts []string
}

var manufacturers = []manufacturer{
	{Name: "grundfos", Hosts: []string{"product-selection.grundfos.com", "api.grundfos.com"}},
	{Name: "lowara", Hosts: []string{"lowara.xylem.com"}},
	{Name: "pedrollo", Hosts: []string{"www.pedrollo.com"}},
}

type attachRequest struct {
	Manufacturer string `json:"manufacturer"`
	Model        string `json:"model"`
	DatasheetURL string `json:"datasheet_url"`
}

func (a attachRequest) checkSource() error {
	u, err := url.Parse(a.DatasheetURL)
	if err != nil || u.Scheme != "https" {
		return fmt.Errorf("datasheet must be an https link")
	}
	i := slices.IndexFunc(manufacturers, func(m manufacturer) bool { return m.Name == strings.ToLower(a.Manufacturer) })
	if i < 0 || !slices.Contains(manufacturers[i].Hosts, u.Hostname()) {
		return fmt.Errorf("datasheet host %q is not a known %s site", u.Hostname(), a.Manufacturer)
	}
	return nil
}

var fetchClient = &http.Client{
	Timeout: 15 * time.Second,
	// datasheet links should be direct; treat redirects as a failed fetch
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
}

func fetchDatasheet(raw string) ([]byte, string, error) {
	resp, err := fetchClient.Get(raw)
	if err != nil {
		return nil, "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, "", fmt.Errorf("datasheet fetch: %s", resp.Status)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, 20<<20))
	return body, resp.Header.Get("Content-Type"), err
}

type jobCards struct {
	attachments map[string][][]byte
}

func (j *jobCards) attach(c *fiber.Ctx) error {
	var req attachRequest
	if err := c.BodyParser(&req); err != nil || req.DatasheetURL == "" {
		return c.Status(fiber.StatusBadRequest).JSON(fiber.Map{"error": "manufacturer, model and datasheet_url required"})
	}
	if err := req.checkSource(); err != nil {
		log.Printf("job %s: %v", c.Params("job"), err)
		return c.Status(fiber.StatusUnprocessableEntity).JSON(fiber.Map{"error": err.Error()})
	}

	body, ctype, err := fetchDatasheet(req.DatasheetURL)
	if err != nil {
		return c.Status(fiber.StatusBadGateway).JSON(fiber.Map{"error": err.Error()})
	}
	job := c.Params("job")
	j.attachments[job] = append(j.attachments[job], body)
	return c.Status(fiber.StatusCreated).JSON(fiber.Map{
		"job":          job,
		"model":        req.Model,
		"content_type": ctype,
		"bytes":        len(body),
	})
}

func main() {
	cards := &jobCards{attachments: map[string][][]byte{}}
	app := fiber.New()
	app.Post("/jobs/:job/datasheets", cards.attach)
	log.Fatal(app.Listen(":8071"))
}
