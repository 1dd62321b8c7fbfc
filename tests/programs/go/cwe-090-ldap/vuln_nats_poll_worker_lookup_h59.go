// Unseen set h59: nats poll worker lookup
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"
	"os/signal"
	"syscall"

	"github.com/go-ldap/ldap/v3"
	"github.com/nats-io/nats.go"
)

// LookupRequest comes from the precinct check-in tablets over NATS request/reply.
type LookupRequest struct {
	Precinct string `json:"precinct"`
	Surname  string `json:"surname"`
}

type PollWorker struct {
	DN       string `json:"dn"`
	FullName string `json:"fullName"`
	Role     string `json:"role"`
}

type WorkerDirectory interface {
	FindWorkers(precinct, surname string) ([]PollWorker, error)
}

type ldapDirectory struct {
	url          string
	bindDN       string
	bindPassword string
	baseDN       string
}

func (d *ldapDirectory) FindWorkers(precinct, surname string) ([]PollWorker, error) {
	conn, err := ldap.DialURL(d.url)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(d.bindDN, d.bindPassword); err != nil {
		return nil, err
	}
	filter := fmt.Sprintf("(&(objectClass=pollWorker)(precinctCode=%s)(sn=%s))", precinct, surname)
	req := ldap.NewSearchRequest(d.baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 25, 10, false,
		filter, []string{"cn", "electionRole"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	workers := make([]PollWorker, 0, len(res.Entries))
	for _, e := range res.Entries {
		workers = append(workers, PollWorker{
			DN:       e.DN,
			FullName: e.GetAttributeValue("cn"),
			Role:     e.GetAttributeValue("electionRole"),
		})
	}
	return workers, nil
}

// CheckInService lets a precinct captain confirm who is staffing the polls.
type CheckInService struct {
	dir WorkerDirectory
}

func (s *CheckInService) Lookup(req LookupRequest) ([]PollWorker, error) {
	if req.Precinct == "" || len(req.Surname) < 2 {
		return nil, errors.New("precinct and surname are required")
	}
	return s.dir.FindWorkers(req.Precinct, req.Surname)
}

func main() {
	nc, err := nats.Connect(os.Getenv("NATS_URL"), nats.Name("pollworker-directory"))
	if err != nil {
		log.Fatal(err)
	}
	defer nc.Drain()

	svc := &CheckInService{dir: &ldapDirectory{
		url:          os.Getenv("LDAP_URL"),
		bindDN:       os.Getenv("LDAP_BIND_DN"),
		bindPassword: os.Getenv("LDAP_BIND_PASSWORD"),
		baseDN:       "ou=pollworkers,dc=elections,dc=county,dc=gov",
	}}

	_, err = nc.QueueSubscribe("pollworkers.lookup", "directory", func(m *nats.Msg) {
		var req LookupRequest
		if err := json.Unmarshal(m.Data, &req); err != nil {
			_ = m.Respond([]byte(`{"error":"bad request"}`))
			return
		}
		workers, err := svc.Lookup(req)
		if err != nil {
			log.Printf("lookup: %v", err)
			_ = m.Respond([]byte(`{"error":"lookup failed"}`))
			return
		}
		body, _ := json.Marshal(workers)
		_ = m.Respond(body)
	})
	if err != nil {
		log.Fatal(err)
	}

	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGINT, syscall.SIGTERM)
	<-stop
}
