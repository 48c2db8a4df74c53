"""The siantappo quiz: which game is it, its rules, then "which play beats this?"."""

from tutorials.packs.siantappo.quiz import game_of, rules_facts, situations
from tutorials.quiz.model import Group
from tutorials.quiz.rounds import Quiz

QUIZ = Quiz(
    name="siantappo",
    bank={Group.GAME_OF: game_of.QUESTIONS, Group.RULES: rules_facts.QUESTIONS},
    situations=situations,
)
