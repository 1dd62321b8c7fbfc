// A organgrinder permit sync program of the h66 set (cwe-319-cleartext).
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/ioutil"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/urfave/cli"
)

// permit-sync renews the street performance permits for the company's
// organ grinders with the borough licensing office, one pitch at a time.

const permitEndpoint = "http://licensing.borough-street-trading.org.uk/api/v2/busking/permits"

type renewal struct {
	Performer  string `json:"performer"`
	Pitch      string `json:"pitch"`
	Instrument string `json:"instrument"`
	From       string `json:"from"`
	Weeks      int    `json:"weeks"`
}

func renew(c *cli.Context) error {
	user := c.String("account")
	pass := os.Getenv("BOROUGH_LICENSING_PASSWORD")
	if user == "" || pass == "" {
		return cli.NewExitError("account flag and BOROUGH_LICENSING_PASSWORD are required", 2)
	}
	if c.NArg() == 0 {
		return cli.NewExitError("name at least one pitch code", 2)
	}

	client := &http.Client{Timeout: 30 * time.Second}
	for _, pitch := range c.Args() {
		payload, _ := json.Marshal(renewal{
			Performer:  c.String("performer"),
			Pitch:      pitch,
			Instrument: "barrel organ",
			From:       time.Now().Format("2006-01-02"),
			Weeks:      c.Int("weeks"),
		})
		req, err := http.NewRequest("POST", permitEndpoint, bytes.NewReader(payload))
		if err != nil {
			return err
		}
		req.SetBasicAuth(user, pass)
		req.Header.Set("Content-Type", "application/json")

		resp, err := client.Do(req)
		if err != nil {
			log.Printf("pitch %s: %v", pitch, err)
			continue
		}
		body, _ := ioutil.ReadAll(resp.Body)
		resp.Body.Close()
		fmt.Printf("pitch %s: %s %s\n", pitch, resp.Status, bytes.TrimSpace(body))
	}
	return nil
}

func main() {
	app := cli.NewApp()
	app.Name = "permit-sync"
	app.Usage = "renew busking permits for the organ grinders"
	app.Flags = []cli.Flag{
		cli.StringFlag{Name: "account", Usage: "licensing portal account", EnvVar: "BOROUGH_LICENSING_ACCOUNT"},
		cli.StringFlag{Name: "performer", Usage: "performer name on the permit"},
		cli.IntFlag{Name: "weeks", Value: 4, Usage: "length of the renewal"},
	}
	app.Action = renew
	if err := app.Run(os.Args); err != nil {
		log.Fatal(err)
	}
}
