// A drone callsign filter program of the h74 set (cwe-1333-redos).
package main

import (
	"encoding/json"
	"log"
	"os"
	"os/signal"
	"sync"

	"github.com/dlclark/regexp2"
	"github.com/nats-io/nats.go"
)

type pilot struct {
	Callsign string `json:"callsign"`
	Name     string `json:"name"`
	Class    string `json:"class"`
	Team     string `json:"team"`
}

type filterRequest struct {
	Term  string `json:"term"`
	Class string `json:"class"`
}

type roster struct {
	mu     sync.RWMutex
	pilots []pilot
}

func (r *roster) all() []pilot {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return append([]pilot(nil), r.pilots...)
}

func filterPilots(rs *roster, req filterRequest) ([]pilot, error) {
	re, err := regexp2.Compile(req.Term, regexp2.IgnoreCase)
	if err != nil {
		return nil, err
	}
	var out []pilot
	for _, p := range rs.all() {
		if req.Class != "" && p.Class != req.Class {
			continue
		}
		ok, err := re.MatchString(p.Callsign + " " + p.Name + " " + p.Team)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, p)
		}
	}
	return out, nil
}

func main() {
	nc, err := nats.Connect(os.Getenv("NATS_URL"), nats.Name("roster-filter"))
	if err != nil {
		log.Fatal(err)
	}
	defer nc.Drain()

	rs := &roster{pilots: []pilot{
		{"VORTEX", "Ana Reyes", "spec", "Hex Harbor"},
		{"NIGHTJAR", "Tom Beck", "open", "Loop Theory"},
		{"KESTREL-7", "Ida Moss", "open", "Loop Theory"},
	}}

	msgs := make(chan *nats.Msg, 128)
	sub, err := nc.ChanQueueSubscribe("league.roster.filter", "roster-workers", msgs)
	if err != nil {
		log.Fatal(err)
	}
	defer sub.Unsubscribe()

	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for m := range msgs {
				var req filterRequest
				if err := json.Unmarshal(m.Data, &req); err != nil {
					m.Respond([]byte(`{"error":"bad request"}`))
					continue
				}
				found, err := filterPilots(rs, req)
				if err != nil {
					m.Respond([]byte(`{"error":"bad filter"}`))
					continue
				}
				body, _ := json.Marshal(found)
				m.Respond(body)
			}
		}()
	}

	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	<-sig
	sub.Unsubscribe()
	close(msgs)
	wg.Wait()
}
