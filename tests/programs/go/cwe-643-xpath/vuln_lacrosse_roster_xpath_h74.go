// A lacrosse roster xpath program of the h74 set (cwe-643-xpath).
package main

import (
	"fmt"
	"net/http"
	"os"
	"sync"

	"github.com/antchfx/xmlquery"
	"github.com/labstack/echo/v4"
)

var divisions = []string{"U12", "U14", "U16", "U19", "Senior"}

var (
	rosterOnce sync.Once
	rosterDoc  *xmlquery.Node
	rosterErr  error
)

func roster() (*xmlquery.Node, error) {
	rosterOnce.Do(func() {
		f, err := os.Open("/var/lib/league/registrations.xml")
		if err != nil {
			rosterErr = err
			return
		}
		defer f.Close()
		rosterDoc, rosterErr = xmlquery.Parse(f)
	})
	return rosterDoc, rosterErr
}

type player struct {
	Division string `json:"division"`
	Name     string `json:"name"`
	Number   string `json:"number"`
	Position string `json:"position"`
}

func playersIn(doc *xmlquery.Node, division, team string) ([]player, error) {
	expr := fmt.Sprintf("//division[@name='%s']/team[@name='%s']/player[@visibility='public']", division, team)
	nodes, err := xmlquery.QueryAll(doc, expr)
	if err != nil {
		return nil, err
	}
	out := make([]player, 0, len(nodes))
	for _, n := range nodes {
		out = append(out, player{
			Division: division,
			Name:     n.SelectAttr("name"),
			Number:   n.SelectAttr("number"),
			Position: n.SelectAttr("position"),
		})
	}
	return out, nil
}

func main() {
	e := echo.New()
	e.GET("/rosters", func(c echo.Context) error {
		team := c.QueryParam("team")
		if team == "" {
			return echo.NewHTTPError(http.StatusBadRequest, "team is required")
		}
		doc, err := roster()
		if err != nil {
			return echo.NewHTTPError(http.StatusServiceUnavailable, "roster not loaded")
		}

		type part struct {
			players []player
			err     error
		}
		parts := make(chan part, len(divisions))
		var wg sync.WaitGroup
		for _, d := range divisions {
			wg.Add(1)
			go func(d string) {
				defer wg.Done()
				ps, err := playersIn(doc, d, team)
				parts <- part{ps, err}
			}(d)
		}
		wg.Wait()
		close(parts)

		var all []player
		for p := range parts {
			if p.err != nil {
				return echo.NewHTTPError(http.StatusBadRequest, "bad team name")
			}
			all = append(all, p.players...)
		}
		return c.JSON(http.StatusOK, all)
	})
	e.Logger.Fatal(e.Start(":8300"))
}
