// A escape room banner graphql program of the h61 set (cwe-094-code).
package main

import (
	"context"
	"errors"
	"log"
	"net/http"
	"os"
	"strings"
	"text/template"
	"time"

	graphql "github.com/graph-gophers/graphql-go"
	"github.com/graph-gophers/graphql-go/relay"
)

const schemaSDL = `
	schema { query: Query mutation: Mutation }
	type Query { ping: String! }
	type Mutation { victoryBanner(room: String!, team: String!, shout: String!): String! }
`

// Venue holds the room-controller settings the banner service shares with the prop controllers.
type Venue struct {
	Name            string
	ControllerToken string
}

type RoomRun struct {
	Room     string
	Team     string
	Finished time.Time
	Venue    *Venue
}

// BannerComposer builds the text shown on the lobby screen when a team escapes.
type BannerComposer interface {
	Compose(run RoomRun, shout string) (string, error)
}

type templateComposer struct{}

func (templateComposer) Compose(run RoomRun, shout string) (string, error) {
	src := "{{.Team}} escaped {{.Room}} at {{.Finished.Format \"15:04\"}}! " + shout
	t, err := template.New("banner").Parse(src)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	err = t.Execute(&b, run)
	return b.String(), err
}

type Resolver struct {
	venue    *Venue
	composer BannerComposer
}

func (r *Resolver) Ping() string { return "ok" }

func (r *Resolver) VictoryBanner(ctx context.Context, args struct{ Room, Team, Shout string }) (string, error) {
	if len(args.Shout) > 140 || len(args.Team) > 40 {
		return "", errors.New("team name or shout too long")
	}
	run := RoomRun{Room: args.Room, Team: args.Team, Finished: time.Now(), Venue: r.venue}
	return r.composer.Compose(run, args.Shout)
}

func main() {
	venue := &Venue{Name: "Locked In Leeds", ControllerToken: os.Getenv("PROP_CONTROLLER_TOKEN")}
	schema := graphql.MustParseSchema(schemaSDL, &Resolver{venue: venue, composer: templateComposer{}})
	http.Handle("/graphql", &relay.Handler{Schema: schema})
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE"), nil))
}
