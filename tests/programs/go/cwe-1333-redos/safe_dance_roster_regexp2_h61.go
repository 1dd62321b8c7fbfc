// A dance roster regexp2 program of the h61 set (cwe-1333-redos).
package main

import (
	"context"
	"encoding/json"
	"log"
	"os"
	"strings"
	"time"

	"github.com/dlclark/regexp2"
	"github.com/redis/go-redis/v9"
)

// RosterSearch is published by the front-desk kiosk as the receptionist types a pupil's name.
type RosterSearch struct {
	Kiosk string `json:"kiosk"`
	Query string `json:"query"`
}

type Pupil struct {
	Name  string `json:"name"`
	Class string `json:"class"`
	Level string `json:"level"`
}

type RosterRepository interface {
	All(ctx context.Context) ([]Pupil, error)
}

type redisRoster struct{ rdb *redis.Client }

func (r redisRoster) All(ctx context.Context) ([]Pupil, error) {
	raw, err := r.rdb.Get(ctx, "roster:current-term").Bytes()
	if err != nil {
		return nil, err
	}
	var pupils []Pupil
	err = json.Unmarshal(raw, &pupils)
	return pupils, err
}

// NameMatcher builds a matcher from whatever the receptionist typed.
type NameMatcher struct{}

func (NameMatcher) Build(query string) (*regexp2.Regexp, error) {
	re, err := regexp2.Compile(regexp2.Escape(strings.TrimSpace(query)), regexp2.IgnoreCase)
	if err != nil {
		return nil, err
	}
	re.MatchTimeout = 50 * time.Millisecond
	return re, nil
}

type RosterSearchService struct {
	roster  RosterRepository
	matcher NameMatcher
}

func (s *RosterSearchService) Search(ctx context.Context, query string) ([]Pupil, error) {
	re, err := s.matcher.Build(query)
	if err != nil {
		return nil, err
	}
	pupils, err := s.roster.All(ctx)
	if err != nil {
		return nil, err
	}
	var hits []Pupil
	for _, p := range pupils {
		if ok, err := re.MatchString(p.Name); err == nil && ok {
			hits = append(hits, p)
		}
	}
	return hits, nil
}

func main() {
	ctx := context.Background()
	rdb := redis.NewClient(&redis.Options{Addr: os.Getenv("REDIS_ADDR"), Password: os.Getenv("REDIS_PASSWORD")})
	svc := &RosterSearchService{roster: redisRoster{rdb: rdb}}
	sub := rdb.Subscribe(ctx, "frontdesk:roster-search")
	defer sub.Close()
	for msg := range sub.Channel() {
		var req RosterSearch
		if err := json.Unmarshal([]byte(msg.Payload), &req); err != nil || req.Kiosk == "" {
			continue
		}
		hits, err := svc.Search(ctx, req.Query)
		if err != nil {
			log.Printf("kiosk %s: search failed: %v", req.Kiosk, err)
			continue
		}
		out, _ := json.Marshal(hits)
		rdb.Publish(ctx, "frontdesk:roster-results:"+req.Kiosk, out)
	}
}
